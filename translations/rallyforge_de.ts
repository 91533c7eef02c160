<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AddBoardCommand</name>
    <message>
        <source>board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>Add board %1</source>
        <translation>Spielplan %1 hinzufügen</translation>
    </message>
</context>
<context>
    <name>AddEdgeFeaturesCommand</name>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>Add %n edge feature(s)</source>
        <translation><numerusform>%n Kantenelement hinzufügen</numerusform><numerusform>%n Kantenelemente hinzufügen</numerusform></translation>
    </message>
</context>
<context>
    <name>AddMarkerCommand</name>
    <message>
        <source>Add checkpoint</source>
        <translation>Kontrollpunkt hinzufügen</translation>
    </message>
    <message>
        <source>Add start</source>
        <translation>Startposition hinzufügen</translation>
    </message>
    <message>
        <source>Add dock</source>
        <translation>Andockbucht hinzufügen</translation>
    </message>
</context>
<context>
    <name>BeltPathCommand</name>
    <message>
        <source>Lay express belt</source>
        <translation>Expressförderband legen</translation>
    </message>
    <message>
        <source>Lay belt</source>
        <translation>Förderband legen</translation>
    </message>
</context>
<context>
    <name>BeltTool</name>
    <message>
        <source>Belt path</source>
        <translation>Förderbandpfad</translation>
    </message>
    <message>
        <source>Drag a path to lay conveyor belts along it (T)</source>
        <translation>Einen Pfad ziehen, um Förderbänder entlang zu legen (T)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Belt path&lt;/b&gt;&lt;p&gt;Drag from square to square to lay a conveyor belt that carries robots along the path. Turns become curves, belts that already point into the path become merges, and a belt the path runs into takes it as an input. The express belt of the palette lays express belts; a single click lays one belt facing the current rotation (R).&lt;/p&gt;</source>
        <translation>&lt;b&gt;Förderbandpfad&lt;/b&gt;&lt;p&gt;Von Feld zu Feld ziehen, um ein Förderband zu legen, das Roboter entlang des Pfads trägt. Abbiegungen werden zu Kurven, Bänder, die bereits in den Pfad zeigen, werden zu Zusammenführungen, und ein Band, in das der Pfad mündet, nimmt ihn als Eingang auf. Das Expressförderband der Palette legt Expressbänder; ein einzelner Klick legt ein Band in der aktuellen Drehrichtung (R).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The %1 layer is locked</source>
        <translation>Die Ebene „%1“ ist gesperrt</translation>
    </message>
</context>
<context>
    <name>BoardDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
</context>
<context>
    <name>BoardTool</name>
    <message>
        <source>Arrange boards</source>
        <translation>Spielpläne anordnen</translation>
    </message>
    <message>
        <source>Drag boards to move them on the course; R turns the board under the cursor (M)</source>
        <translation>Spielpläne ziehen, um sie auf dem Kurs zu verschieben; R dreht den Spielplan unter dem Mauszeiger (M)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Arrange boards&lt;/b&gt;&lt;p&gt;Drag a board of the course to move it on the course grid; R and Shift+R turn the board under the cursor. A board cannot be moved onto another one. Add boards with Course &gt; Add Board.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Spielpläne anordnen&lt;/b&gt;&lt;p&gt;Einen Spielplan des Kurses ziehen, um ihn auf dem Kursraster zu verschieben; R und Umschalt+R drehen den Spielplan unter dem Mauszeiger. Ein Spielplan kann nicht auf einen anderen gelegt werden. Spielpläne fügt man mit Kurs &gt; Spielplan hinzufügen hinzu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>A board cannot be moved there: it would overlap another board or leave the grid</source>
        <translation>Der Spielplan kann nicht dorthin: er würde einen anderen überlappen oder das Raster verlassen</translation>
    </message>
    <message>
        <source>The board cannot turn there: it would overlap another board</source>
        <translation>Der Spielplan kann sich dort nicht drehen: er würde einen anderen überlappen</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>&lt;b&gt;Canvas&lt;/b&gt;&lt;p&gt;The board or course being edited. The current tool acts on it with the left button. Wheel zooms at the cursor; drag with the middle button, or hold Space and drag, to pan.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Zeichenfläche&lt;/b&gt;&lt;p&gt;Der bearbeitete Spielplan oder Kurs. Das aktuelle Werkzeug wirkt mit der linken Maustaste. Das Mausrad zoomt am Mauszeiger; mit der mittleren Taste ziehen oder Leertaste halten und ziehen, um die Ansicht zu verschieben.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ChangeElementsCommand</name>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
</context>
<context>
    <name>ChangeInfoCommand</name>
    <message>
        <source>Change course details</source>
        <translation>Kursangaben ändern</translation>
    </message>
    <message>
        <source>Change board details</source>
        <translation>Spielplanangaben ändern</translation>
    </message>
</context>
<context>
    <name>DiagnosticsModel</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>north of %1, %2</source>
        <translation>nördlich von %1, %2</translation>
    </message>
    <message>
        <source>west of %1, %2</source>
        <translation>westlich von %1, %2</translation>
    </message>
    <message>
        <source>course</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
</context>
<context>
    <name>EdgeTool</name>
    <message>
        <source>Walls and edges</source>
        <translation>Wände und Kanten</translation>
    </message>
    <message>
        <source>Click or drag along square borders to add walls, lasers, pushers... (W)</source>
        <translation>Entlang der Feldränder klicken oder ziehen, um Wände, Laser, Schieber... hinzuzufügen (W)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Walls and edges&lt;/b&gt;&lt;p&gt;Click near a square border, or drag along borders, to put the edge feature chosen in the palette there: wall, one-way wall, laser, pusher, ledge, no-ledge or repulsor field. R and Shift+R choose the direction (lasers fire, pushers push and one-way walls block that way); on the board border it points onto the board. Drag with the right button, or hold Ctrl, to remove features of that kind.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Wände und Kanten&lt;/b&gt;&lt;p&gt;Nahe einem Feldrand klicken oder entlang der Ränder ziehen, um das in der Palette gewählte Kantenelement dort zu platzieren: Wand, Einbahnwand, Laser, Schieber, Kante, keine Kante oder Abstoßungsfeld. R und Umschalt+R wählen die Richtung (Laser schießen, Schieber schieben und Einbahnwände sperren in diese Richtung); am Spielplanrand zeigt sie auf den Spielplan. Mit der rechten Taste ziehen oder Strg halten, um Elemente dieser Art zu entfernen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Choose a wall or edge feature in the palette</source>
        <translation>Eine Wand oder ein Kantenelement in der Palette wählen</translation>
    </message>
    <message>
        <source>The %1 layer is locked</source>
        <translation>Die Ebene „%1“ ist gesperrt</translation>
    </message>
</context>
<context>
    <name>EditorActions</name>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>Start an empty 12 x 12 board</source>
        <translation>Einen leeren 12 x 12-Spielplan beginnen</translation>
    </message>
    <message>
        <source>Replaces the document with an empty 12 x 12 board, after asking about unsaved changes.</source>
        <translation>Ersetzt das Dokument durch einen leeren 12 x 12-Spielplan, nach Rückfrage zu ungespeicherten Änderungen.</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Öffnen...</translation>
    </message>
    <message>
        <source>Open a board or course</source>
        <translation>Einen Spielplan oder Kurs öffnen</translation>
    </message>
    <message>
        <source>Opens a RallyForge board or course file (*.rfboard).</source>
        <translation>Öffnet eine RallyForge-Spielplan- oder Kursdatei (*.rfboard).</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the document</source>
        <translation>Das Dokument speichern</translation>
    </message>
    <message>
        <source>Saves the document to its file, asking for a name the first time.</source>
        <translation>Speichert das Dokument in seine Datei; beim ersten Mal wird nach einem Namen gefragt.</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>Save the document under a new name</source>
        <translation>Das Dokument unter neuem Namen speichern</translation>
    </message>
    <message>
        <source>Saves the document to a new file.</source>
        <translation>Speichert das Dokument in eine neue Datei.</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Discard the changes since the last save</source>
        <translation>Änderungen seit dem letzten Speichern verwerfen</translation>
    </message>
    <message>
        <source>Reloads the file from disk, discarding unsaved changes.</source>
        <translation>Lädt die Datei neu von der Festplatte und verwirft ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation>&amp;Importieren...</translation>
    </message>
    <message>
        <source>Import a board from another program's format</source>
        <translation>Einen Spielplan im Format eines anderen Programms importieren</translation>
    </message>
    <message>
        <source>Reads a board in one of the formats of other RoboRally programs; elements that cannot be carried over are listed.</source>
        <translation>Liest einen Spielplan in einem der Formate anderer RoboRally-Programme; nicht übertragbare Elemente werden aufgelistet.</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Exportieren...</translation>
    </message>
    <message>
        <source>Export the course to another program's format</source>
        <translation>Den Kurs im Format eines anderen Programms exportieren</translation>
    </message>
    <message>
        <source>Writes the course in one of the formats of other RoboRally programs; elements that cannot be carried over are listed.</source>
        <translation>Schreibt den Kurs in einem der Formate anderer RoboRally-Programme; nicht übertragbare Elemente werden aufgelistet.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit RallyForge</source>
        <translation>RallyForge beenden</translation>
    </message>
    <message>
        <source>Closes the window, asking about unsaved changes.</source>
        <translation>Schließt das Fenster, mit Rückfrage zu ungespeicherten Änderungen.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Die letzte Änderung rückgängig machen</translation>
    </message>
    <message>
        <source>Undoes the last change. Not available while a drag is in progress.</source>
        <translation>Macht die letzte Änderung rückgängig. Nicht verfügbar, während gezogen wird.</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Redo the change undone last</source>
        <translation>Die zuletzt rückgängig gemachte Änderung wiederholen</translation>
    </message>
    <message>
        <source>Redoes the change undone last. Not available while a drag is in progress.</source>
        <translation>Wiederholt die zuletzt rückgängig gemachte Änderung. Nicht verfügbar, während gezogen wird.</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>Cut the selected squares to the clipboard</source>
        <translation>Die ausgewählten Felder in die Zwischenablage ausschneiden</translation>
    </message>
    <message>
        <source>Copies the selected squares with everything on them to the clipboard and clears them.</source>
        <translation>Kopiert die ausgewählten Felder mit allem darauf in die Zwischenablage und leert sie.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the selected squares to the clipboard</source>
        <translation>Die ausgewählten Felder in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Copies the selected squares with everything on them to the clipboard, as board JSON.</source>
        <translation>Kopiert die ausgewählten Felder mit allem darauf als Spielplan-JSON in die Zwischenablage.</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>Paste squares from the clipboard</source>
        <translation>Felder aus der Zwischenablage einfügen</translation>
    </message>
    <message>
        <source>Pastes copied squares at the selection, or at the square under the cursor.</source>
        <translation>Fügt kopierte Felder an der Auswahl oder am Feld unter dem Mauszeiger ein.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Clear the selected squares</source>
        <translation>Die ausgewählten Felder leeren</translation>
    </message>
    <message>
        <source>Clears the selected squares, or removes the selected walls and edge features.</source>
        <translation>Leert die ausgewählten Felder oder entfernt die ausgewählten Wände und Kantenelemente.</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>Select every square</source>
        <translation>Alle Felder auswählen</translation>
    </message>
    <message>
        <source>Selects the whole grid.</source>
        <translation>Wählt das ganze Raster aus.</translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation>Auswahl auf&amp;heben</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Die Auswahl aufheben</translation>
    </message>
    <message>
        <source>Clears the selection.</source>
        <translation>Hebt die Auswahl auf.</translation>
    </message>
    <message>
        <source>Rotate Selection &amp;Clockwise</source>
        <translation>Auswahl im &amp;Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Turn the selected squares a quarter turn clockwise</source>
        <translation>Die ausgewählten Felder um eine Vierteldrehung im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Turns the selected squares, with every direction on them, a quarter turn clockwise.</source>
        <translation>Dreht die ausgewählten Felder mit allen Richtungen darauf um eine Vierteldrehung im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>Rotate Selection C&amp;ounterclockwise</source>
        <translation>Auswahl &amp;gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Turn the selected squares a quarter turn counterclockwise</source>
        <translation>Die ausgewählten Felder um eine Vierteldrehung gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Turns the selected squares a quarter turn counterclockwise.</source>
        <translation>Dreht die ausgewählten Felder um eine Vierteldrehung gegen den Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>&amp;Mirror Horizontally</source>
        <translation>&amp;Horizontal spiegeln</translation>
    </message>
    <message>
        <source>Mirror the selected squares east to west</source>
        <translation>Die ausgewählten Felder von Ost nach West spiegeln</translation>
    </message>
    <message>
        <source>Mirrors the selected squares east to west; directions and gear senses flip with them.</source>
        <translation>Spiegelt die ausgewählten Felder von Ost nach West; Richtungen und Drehsinn der Zahnräder kehren sich mit um.</translation>
    </message>
    <message>
        <source>Mirror &amp;Vertically</source>
        <translation>&amp;Vertikal spiegeln</translation>
    </message>
    <message>
        <source>Mirror the selected squares north to south</source>
        <translation>Die ausgewählten Felder von Nord nach Süd spiegeln</translation>
    </message>
    <message>
        <source>Mirrors the selected squares north to south; directions and gear senses flip with them.</source>
        <translation>Spiegelt die ausgewählten Felder von Nord nach Süd; Richtungen und Drehsinn der Zahnräder kehren sich mit um.</translation>
    </message>
    <message>
        <source>&amp;Turn Element</source>
        <translation>Element &amp;drehen</translation>
    </message>
    <message>
        <source>Turn the palette element clockwise (R)</source>
        <translation>Das Palettenelement im Uhrzeigersinn drehen (R)</translation>
    </message>
    <message>
        <source>Turns the element being placed a quarter turn clockwise; with the board tool, turns the board under the cursor.</source>
        <translation>Dreht das zu platzierende Element um eine Vierteldrehung im Uhrzeigersinn; mit dem Spielplanwerkzeug den Spielplan unter dem Mauszeiger.</translation>
    </message>
    <message>
        <source>Turn Element &amp;Back</source>
        <translation>Element &amp;zurückdrehen</translation>
    </message>
    <message>
        <source>Turn the palette element counterclockwise (Shift+R)</source>
        <translation>Das Palettenelement gegen den Uhrzeigersinn drehen (Umschalt+R)</translation>
    </message>
    <message>
        <source>Turns the element being placed a quarter turn counterclockwise.</source>
        <translation>Dreht das zu platzierende Element um eine Vierteldrehung gegen den Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Shows the board larger. The mouse wheel zooms at the cursor.</source>
        <translation>Zeigt den Spielplan größer. Das Mausrad zoomt am Mauszeiger.</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Shows the board smaller.</source>
        <translation>Zeigt den Spielplan kleiner.</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>Show the whole course</source>
        <translation>Den ganzen Kurs zeigen</translation>
    </message>
    <message>
        <source>Zooms so the whole course fits the window.</source>
        <translation>Zoomt so, dass der ganze Kurs ins Fenster passt.</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>One square at its natural size</source>
        <translation>Ein Feld in natürlicher Größe</translation>
    </message>
    <message>
        <source>Resets the zoom to 100%.</source>
        <translation>Setzt den Zoom auf 100 % zurück.</translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation>&amp;Raster anzeigen</translation>
    </message>
    <message>
        <source>Show or hide the grid lines</source>
        <translation>Rasterlinien ein- oder ausblenden</translation>
    </message>
    <message>
        <source>Shows or hides the thin lines between squares.</source>
        <translation>Blendet die dünnen Linien zwischen den Feldern ein oder aus.</translation>
    </message>
    <message>
        <source>Add Board from &amp;File...</source>
        <translation>Spielplan aus &amp;Datei hinzufügen...</translation>
    </message>
    <message>
        <source>Add a board file to the course</source>
        <translation>Eine Spielplandatei zum Kurs hinzufügen</translation>
    </message>
    <message>
        <source>Adds a board from a file to the right of the course; arrange it with the Arrange Boards tool.</source>
        <translation>Fügt einen Spielplan aus einer Datei rechts am Kurs an; mit dem Werkzeug „Spielpläne anordnen“ platzieren.</translation>
    </message>
    <message>
        <source>&amp;Remove Board</source>
        <translation>Spielplan &amp;entfernen</translation>
    </message>
    <message>
        <source>Remove the board holding the selection</source>
        <translation>Den Spielplan mit der Auswahl entfernen</translation>
    </message>
    <message>
        <source>Removes the board that holds the selected squares from the course.</source>
        <translation>Entfernt den Spielplan mit den ausgewählten Feldern aus dem Kurs.</translation>
    </message>
    <message>
        <source>Add Board</source>
        <translation>Spielplan hinzufügen</translation>
    </message>
    <message>
        <source>What's &amp;This?</source>
        <translation>&amp;Was ist das?</translation>
    </message>
    <message>
        <source>Click on anything to learn what it does</source>
        <translation>Auf etwas klicken, um zu erfahren, was es tut</translation>
    </message>
    <message>
        <source>Enters What's This mode: click on a tool or panel for help.</source>
        <translation>Wechselt in den „Was ist das?“-Modus: für Hilfe auf ein Werkzeug oder Fenster klicken.</translation>
    </message>
    <message>
        <source>&amp;About RallyForge</source>
        <translation>&amp;Über RallyForge</translation>
    </message>
    <message>
        <source>Versions and licence</source>
        <translation>Versionen und Lizenz</translation>
    </message>
    <message>
        <source>Shows the versions of RallyForge, Qt and KArchive.</source>
        <translation>Zeigt die Versionen von RallyForge, Qt und KArchive.</translation>
    </message>
    <message>
        <source>About RallyForge</source>
        <translation>Über RallyForge</translation>
    </message>
    <message>
        <source>&lt;h3&gt;RallyForge %1&lt;/h3&gt;&lt;p&gt;Board and scenario editor with a rules simulator for RoboRally-style factory race games.&lt;/p&gt;&lt;p&gt;Qt %2, KArchive %3&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RallyForge %1&lt;/h3&gt;&lt;p&gt;Spielplan- und Szenarioeditor mit Regelsimulator für Fabrikrennspiele im Stil von RoboRally.&lt;/p&gt;&lt;p&gt;Qt %2, KArchive %3&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>About the Qt toolkit</source>
        <translation>Über das Qt-Toolkit</translation>
    </message>
    <message>
        <source>Shows the Qt version and licence.</source>
        <translation>Zeigt die Qt-Version und -Lizenz.</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Course</source>
        <translation>&amp;Kurs</translation>
    </message>
    <message>
        <source>Add &amp;Shipped Board</source>
        <translation>&amp;Mitgelieferten Spielplan hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>No shipped boards found</source>
        <translation>Keine mitgelieferten Spielpläne gefunden</translation>
    </message>
    <message>
        <source>Copied %1 x %2 squares</source>
        <translation>%1 x %2 Felder kopiert</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Ausschneiden</translation>
    </message>
    <message>
        <source>The clipboard holds no RallyForge squares</source>
        <translation>Die Zwischenablage enthält keine RallyForge-Felder</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Cannot add board</source>
        <translation>Spielplan kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>%1 is a course; add its boards one by one.</source>
        <translation>%1 ist ein Kurs; seine Spielpläne einzeln hinzufügen.</translation>
    </message>
    <message>
        <source>The course would be larger than %1 squares across.</source>
        <translation>Der Kurs wäre breiter als %1 Felder.</translation>
    </message>
    <message>
        <source>Added %1; drag it into place with the Arrange Boards tool</source>
        <translation>%1 hinzugefügt; mit dem Werkzeug „Spielpläne anordnen“ an seinen Platz ziehen</translation>
    </message>
</context>
<context>
    <name>Elements</name>
    <message>
        <source>Floor</source>
        <translation>Boden</translation>
    </message>
    <message>
        <source>Pit</source>
        <translation>Grube</translation>
    </message>
    <message>
        <source>Drain</source>
        <translation>Abfluss</translation>
    </message>
    <message>
        <source>Oil</source>
        <translation>Öl</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>Acid</source>
        <translation>Säure</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>Radiation</source>
        <translation>Strahlung</translation>
    </message>
    <message>
        <source>Radioactive waste</source>
        <translation>Radioaktiver Abfall</translation>
    </message>
    <message>
        <source>No device</source>
        <translation>Kein Element</translation>
    </message>
    <message>
        <source>Conveyor belt</source>
        <translation>Förderband</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Zahnrad</translation>
    </message>
    <message>
        <source>Repair site</source>
        <translation>Reparaturfeld</translation>
    </message>
    <message>
        <source>Chop shop</source>
        <translation>Werkstatt</translation>
    </message>
    <message>
        <source>Randomizer</source>
        <translation>Zufallsfeld</translation>
    </message>
    <message>
        <source>Teleporter</source>
        <translation>Teleporter</translation>
    </message>
    <message>
        <source>Portal</source>
        <translation>Portal</translation>
    </message>
    <message>
        <source>Ramp</source>
        <translation>Rampe</translation>
    </message>
    <message>
        <source>Energy space</source>
        <translation>Energiefeld</translation>
    </message>
    <message>
        <source>Crusher</source>
        <translation>Presse</translation>
    </message>
    <message>
        <source>Flamer</source>
        <translation>Flammenwerfer</translation>
    </message>
    <message>
        <source>Trap door</source>
        <translation>Falltür</translation>
    </message>
    <message>
        <source>Crate</source>
        <translation>Kiste</translation>
    </message>
    <message>
        <source>Priority antenna</source>
        <translation>Prioritätsantenne</translation>
    </message>
    <message>
        <source>Reboot token</source>
        <translation>Neustartmarke</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Wand</translation>
    </message>
    <message>
        <source>One-way wall</source>
        <translation>Einbahnwand</translation>
    </message>
    <message>
        <source>Ledge</source>
        <translation>Kante</translation>
    </message>
    <message>
        <source>No ledge</source>
        <translation>Keine Kante</translation>
    </message>
    <message>
        <source>Laser</source>
        <translation>Laser</translation>
    </message>
    <message>
        <source>Pusher</source>
        <translation>Schieber</translation>
    </message>
    <message>
        <source>Repulsor field</source>
        <translation>Abstoßungsfeld</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Kontrollpunkt</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Startposition</translation>
    </message>
    <message>
        <source>Docking bay</source>
        <translation>Andockbucht</translation>
    </message>
    <message>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>Express belt</source>
        <translation>Expressförderband</translation>
    </message>
    <message>
        <source>Gear (clockwise)</source>
        <translation>Zahnrad (im Uhrzeigersinn)</translation>
    </message>
    <message>
        <source>Gear (counterclockwise)</source>
        <translation>Zahnrad (gegen den Uhrzeigersinn)</translation>
    </message>
    <message numerus="yes">
        <source>Repair site (%n wrench(es))</source>
        <translation><numerusform>Reparaturfeld (%n Schraubenschlüssel)</numerusform><numerusform>Reparaturfeld (%n Schraubenschlüssel)</numerusform></translation>
    </message>
    <message>
        <source>%1 facing %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message numerus="yes">
        <source>Laser (%n beam(s))</source>
        <translation><numerusform>Laser (%n Strahl)</numerusform><numerusform>Laser (%n Strahlen)</numerusform></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Portal of colour "%1" has no partner</source>
        <translation>Das Portal der Farbe „%1“ hat keinen Partner</translation>
    </message>
    <message>
        <source>%1 portals share colour "%2"; a portal needs exactly one partner</source>
        <translation>%1 Portale teilen die Farbe „%2“; ein Portal braucht genau einen Partner</translation>
    </message>
    <message>
        <source>Checkpoint %1 lies on a %2</source>
        <translation>Kontrollpunkt %1 liegt auf: %2</translation>
    </message>
    <message>
        <source>Start position %1 lies on a %2</source>
        <translation>Startposition %1 liegt auf: %2</translation>
    </message>
    <message>
        <source>Checkpoint number %1 is used more than once</source>
        <translation>Die Kontrollpunktnummer %1 wird mehrfach verwendet</translation>
    </message>
    <message>
        <source>%1 is active in no register</source>
        <translation>%1 ist in keinem Register aktiv</translation>
    </message>
    <message>
        <source>Laser has %1 beams; it must have 1 to 3</source>
        <translation>Der Laser hat %1 Strahlen; erlaubt sind 1 bis 3</translation>
    </message>
    <message>
        <source>Ramp climbing %1 does not lead from the lower level to an upper-level square</source>
        <translation>Die nach %1 steigende Rampe führt nicht von der unteren Ebene auf ein Feld der oberen Ebene</translation>
    </message>
    <message>
        <source>%1 lies outside the grid</source>
        <translation>%1 liegt außerhalb des Rasters</translation>
    </message>
    <message>
        <source>Boards %1 and %2 overlap</source>
        <translation>Die Spielpläne %1 und %2 überlappen sich</translation>
    </message>
    <message>
        <source>Board %1 cannot be placed: %2</source>
        <translation>Spielplan %1 kann nicht platziert werden: %2</translation>
    </message>
    <message>
        <source>Belt carries robots %1 into a wall</source>
        <translation>Das Förderband trägt Roboter nach %1 gegen eine Wand</translation>
    </message>
    <message>
        <source>Belt carries robots %1 off the board</source>
        <translation>Das Förderband trägt Roboter nach %1 vom Spielplan</translation>
    </message>
    <message>
        <source>Checkpoint %1 follows a gap: expected checkpoint %2</source>
        <translation>Kontrollpunkt %1 folgt auf eine Lücke: Kontrollpunkt %2 erwartet</translation>
    </message>
    <message>
        <source>%1 start position(s); at least 2 are needed</source>
        <translation>%1 Startposition(en); mindestens 2 werden benötigt</translation>
    </message>
    <message>
        <source>Checkpoint %1 cannot be reached from any start position</source>
        <translation>Kontrollpunkt %1 ist von keiner Startposition aus erreichbar</translation>
    </message>
    <message>
        <source>Laser firing %1 is stopped at once by a wall, crate or antenna</source>
        <translation>Der nach %1 schießende Laser wird sofort von einer Wand, Kiste oder Antenne gestoppt</translation>
    </message>
    <message>
        <source>Laser firing %1 fires off the board</source>
        <translation>Der nach %1 schießende Laser schießt vom Spielplan</translation>
    </message>
    <message>
        <source>%1: paint it on squares</source>
        <translation>%1: auf Felder malen</translation>
    </message>
    <message>
        <source>%1: place it on squares (R rotates)</source>
        <translation>%1: auf Felder setzen (R dreht)</translation>
    </message>
    <message>
        <source>%1: click or drag along square borders</source>
        <translation>%1: entlang der Feldränder klicken oder ziehen</translation>
    </message>
    <message>
        <source>%1: click a square to place it</source>
        <translation>%1: zum Platzieren auf ein Feld klicken</translation>
    </message>
    <message>
        <source>Belts</source>
        <translation>Förderbänder</translation>
    </message>
    <message>
        <source>Rotators</source>
        <translation>Drehelemente</translation>
    </message>
    <message>
        <source>Hazards</source>
        <translation>Gefahren</translation>
    </message>
    <message>
        <source>Timed</source>
        <translation>Zeitgesteuert</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Wände</translation>
    </message>
</context>
<context>
    <name>EraseCommand</name>
    <message>
        <source>Erase</source>
        <translation>Radieren</translation>
    </message>
</context>
<context>
    <name>EraseTool</name>
    <message>
        <source>Erase</source>
        <translation>Radieren</translation>
    </message>
    <message>
        <source>Erase the current layer on squares (E); Shift erases every unlocked layer</source>
        <translation>Die aktuelle Ebene auf Feldern radieren (E); Umschalt radiert alle entsperrten Ebenen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Erase&lt;/b&gt;&lt;p&gt;Drag over squares to clear what the current layer of the layers panel holds there: floor (back to plain floor on the lower level), devices, the walls and edge features around the squares, or markers. Hold Shift to clear every unlocked layer at once.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Radieren&lt;/b&gt;&lt;p&gt;Über Felder ziehen, um zu leeren, was die aktuelle Ebene des Ebenenfensters dort enthält: Boden (wieder einfacher Boden auf der unteren Ebene), Elemente, die Wände und Kantenelemente um die Felder oder Markierungen. Umschalt halten, um alle entsperrten Ebenen auf einmal zu leeren.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The current layer is locked</source>
        <translation>Die aktuelle Ebene ist gesperrt</translation>
    </message>
</context>
<context>
    <name>EyedropperTool</name>
    <message>
        <source>Eyedropper</source>
        <translation>Pipette</translation>
    </message>
    <message>
        <source>Pick an element from the board into the palette (I)</source>
        <translation>Ein Element vom Spielplan in die Palette übernehmen (I)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Eyedropper&lt;/b&gt;&lt;p&gt;Click a square to make its device (or, without one, its floor) the palette's current element with the same direction and settings; click near a border to pick its edge feature. The previous tool comes back afterwards.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Pipette&lt;/b&gt;&lt;p&gt;Auf ein Feld klicken, um sein Element (oder ohne eines seinen Boden) mit gleicher Richtung und Einstellungen zum aktuellen Palettenelement zu machen; nahe einem Rand klicken, um dessen Kantenelement zu übernehmen. Danach kehrt das vorige Werkzeug zurück.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Picked %1</source>
        <translation>Übernommen: %1</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message numerus="yes">
        <source>... and %n more</source>
        <translation><numerusform>... und %n weitere</numerusform><numerusform>... und %n weitere</numerusform></translation>
    </message>
    <message>
        <source>RallyForge boards and courses (*.rfboard);;All files (*)</source>
        <translation>RallyForge-Spielpläne und -Kurse (*.rfboard);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Open Board or Course</source>
        <translation>Spielplan oder Kurs öffnen</translation>
    </message>
    <message>
        <source>Cannot save file</source>
        <translation>Datei kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Discard every change since %1 was last saved?</source>
        <translation>Alle Änderungen seit dem letzten Speichern von %1 verwerfen?</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import Board</source>
        <translation>Spielplan importieren</translation>
    </message>
    <message>
        <source>Cannot import file</source>
        <translation>Datei kann nicht importiert werden</translation>
    </message>
    <message>
        <source>Import notes</source>
        <translation>Hinweise zum Import</translation>
    </message>
    <message>
        <source>Some elements could not be imported unchanged:

%1</source>
        <translation>Einige Elemente konnten nicht unverändert importiert werden:

%1</translation>
    </message>
    <message>
        <source>Export Board</source>
        <translation>Spielplan exportieren</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Export notes</source>
        <translation>Hinweise zum Export</translation>
    </message>
    <message>
        <source>Some elements could not be exported unchanged:

%1</source>
        <translation>Einige Elemente konnten nicht unverändert exportiert werden:

%1</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Files</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>an untitled document</source>
        <translation>ein unbenanntes Dokument</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>RallyForge did not close properly last time. Restore the unsaved changes to %1?</source>
        <translation>RallyForge wurde beim letzten Mal nicht ordnungsgemäß beendet. Die ungespeicherten Änderungen an %1 wiederherstellen?</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Wiederherstellung nicht möglich</translation>
    </message>
</context>
<context>
    <name>FloodFillTool</name>
    <message>
        <source>Flood fill</source>
        <translation>Flächenfüllung</translation>
    </message>
    <message>
        <source>Fill the connected area of like squares with the palette's element (F)</source>
        <translation>Die zusammenhängende Fläche gleicher Felder mit dem Palettenelement füllen (F)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Flood fill&lt;/b&gt;&lt;p&gt;Click a square: it and every square connected to it with the same floor, level and device, not separated by walls, get the floor or device chosen in the palette.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Flächenfüllung&lt;/b&gt;&lt;p&gt;Auf ein Feld klicken: es und alle damit verbundenen Felder mit gleichem Boden, gleicher Ebene und gleichem Element, nicht durch Wände getrennt, erhalten den in der Palette gewählten Boden oder das Element.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LayerModel</name>
    <message>
        <source>Floor</source>
        <translation>Boden</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>Walls and edges</source>
        <translation>Wände und Kanten</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <source>Lower level</source>
        <translation>Untere Ebene</translation>
    </message>
    <message>
        <source>Upper level</source>
        <translation>Obere Ebene</translation>
    </message>
    <message>
        <source>Check to show the layer; click the name to make tools act on it</source>
        <translation>Ankreuzen, um die Ebene zu zeigen; auf den Namen klicken, damit die Werkzeuge auf ihr wirken</translation>
    </message>
    <message>
        <source>Locked layers cannot be edited</source>
        <translation>Gesperrte Ebenen können nicht bearbeitet werden</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Opacity of the layer on the canvas</source>
        <translation>Deckkraft der Ebene auf der Zeichenfläche</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Sperre</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Deckkraft</translation>
    </message>
</context>
<context>
    <name>LayersPanel</name>
    <message>
        <source>&lt;b&gt;Layers&lt;/b&gt;&lt;p&gt;Show or hide each layer and the two elevation levels, lock layers against editing and set their opacity on the canvas. The current layer (bold) is what the eraser clears; choosing a level makes painted floor go on that level.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Ebenen&lt;/b&gt;&lt;p&gt;Jede Ebene und die beiden Höhenstufen ein- oder ausblenden, Ebenen gegen Bearbeitung sperren und ihre Deckkraft auf der Zeichenfläche einstellen. Die aktuelle Ebene (fett) ist die, die der Radierer leert; die Wahl einer Höhenstufe legt gemalten Boden auf diese Stufe.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Fenster</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation><numerusform>%n Fehler</numerusform><numerusform>%n Fehler</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation><numerusform>%n Warnung</numerusform><numerusform>%n Warnungen</numerusform></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>outside every board</source>
        <translation>außerhalb aller Spielpläne</translation>
    </message>
    <message>
        <source> (upper level)</source>
        <translation> (obere Ebene)</translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>Spielplan %1</translation>
    </message>
    <message>
        <source>%1[*] - RallyForge</source>
        <translation>%1[*] - RallyForge</translation>
    </message>
</context>
<context>
    <name>MarkerTool</name>
    <message>
        <source>Checkpoint</source>
        <translation>Kontrollpunkt</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Startposition</translation>
    </message>
    <message>
        <source>Docking bay</source>
        <translation>Andockbucht</translation>
    </message>
    <message>
        <source>Place numbered checkpoints (K)</source>
        <translation>Nummerierte Kontrollpunkte setzen (K)</translation>
    </message>
    <message>
        <source>Place start positions facing the current rotation (P)</source>
        <translation>Startpositionen in der aktuellen Drehrichtung setzen (P)</translation>
    </message>
    <message>
        <source>Mark docking bay squares</source>
        <translation>Felder der Andockbucht markieren</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;p&gt;Click a square to place a marker there. Checkpoints and start positions are numbered automatically, one more than the highest so far; a start faces the current rotation (R). Right click removes the marker from the square. Numbers can be changed in the properties panel.&lt;/p&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;p&gt;Auf ein Feld klicken, um dort eine Markierung zu setzen. Kontrollpunkte und Startpositionen werden automatisch nummeriert, eins höher als die bisher höchste; ein Start zeigt in die aktuelle Drehrichtung (R). Rechtsklick entfernt die Markierung vom Feld. Nummern lassen sich im Eigenschaftenfenster ändern.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The %1 layer is locked</source>
        <translation>Die Ebene „%1“ ist gesperrt</translation>
    </message>
</context>
<context>
    <name>PaintTool</name>
    <message>
        <source>Paint</source>
        <translation>Malen</translation>
    </message>
    <message>
        <source>Paint the palette's element on squares (B)</source>
        <translation>Das Palettenelement auf Felder malen (B)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paint&lt;/b&gt;&lt;p&gt;Drag over squares to put the element chosen in the palette on them: a floor kind or a device. R and Shift+R turn the element before painting. With a level chosen in the layers panel, painted floor squares are put on that level.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Malen&lt;/b&gt;&lt;p&gt;Über Felder ziehen, um das in der Palette gewählte Element daraufzusetzen: eine Bodenart oder ein Element. R und Umschalt+R drehen das Element vor dem Malen. Ist im Ebenenfenster eine Höhenstufe gewählt, kommen gemalte Bodenfelder auf diese Stufe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Choose a floor or device in the palette to paint</source>
        <translation>Zum Malen einen Boden oder ein Element in der Palette wählen</translation>
    </message>
    <message>
        <source>The %1 layer is locked</source>
        <translation>Die Ebene „%1“ ist gesperrt</translation>
    </message>
</context>
<context>
    <name>PalettePanel</name>
    <message>
        <source>Search elements</source>
        <translation>Elemente suchen</translation>
    </message>
    <message>
        <source>Type part of an element's name to filter the palette</source>
        <translation>Einen Teil eines Elementnamens eingeben, um die Palette zu filtern</translation>
    </message>
    <message>
        <source>&lt;b&gt;Palette&lt;/b&gt;&lt;p&gt;The elements you can put on the board, in groups. Choose one and paint with it; walls and edge features switch to the edge tool, markers to the marker tool. R and Shift+R turn the element.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Palette&lt;/b&gt;&lt;p&gt;Die Elemente, die auf den Spielplan gesetzt werden können, in Gruppen. Eines wählen und damit malen; Wände und Kantenelemente wechseln zum Kantenwerkzeug, Markierungen zum Markierungswerkzeug. R und Umschalt+R drehen das Element.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PasteCommand</name>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
</context>
<context>
    <name>PlaceBoardCommand</name>
    <message>
        <source>Rotate board %1</source>
        <translation>Spielplan %1 drehen</translation>
    </message>
    <message>
        <source>Move board %1</source>
        <translation>Spielplan %1 verschieben</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>Direction the element faces, carries, fires or pushes</source>
        <translation>Richtung, in die das Element zeigt, trägt, schießt oder schiebt</translation>
    </message>
    <message>
        <source>Direction:</source>
        <translation>Richtung:</translation>
    </message>
    <message>
        <source>direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Express</source>
        <translation>Express</translation>
    </message>
    <message>
        <source>Express belts move robots in both belt steps of a register</source>
        <translation>Expressbänder bewegen Roboter in beiden Förderbandschritten eines Registers</translation>
    </message>
    <message>
        <source>express</source>
        <translation>Express</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation>Im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Gears turn robots clockwise (right) or counterclockwise (left)</source>
        <translation>Zahnräder drehen Roboter im Uhrzeigersinn (rechts) oder dagegen (links)</translation>
    </message>
    <message>
        <source>gear sense</source>
        <translation>Drehsinn</translation>
    </message>
    <message>
        <source>Wrenches on a repair site: 2 also gives an option card</source>
        <translation>Schraubenschlüssel auf einem Reparaturfeld: 2 gibt zusätzlich eine Optionskarte</translation>
    </message>
    <message>
        <source>Wrenches:</source>
        <translation>Schraubenschlüssel:</translation>
    </message>
    <message>
        <source>wrenches</source>
        <translation>Schraubenschlüssel</translation>
    </message>
    <message>
        <source>Portals of the same colour are partners</source>
        <translation>Portale gleicher Farbe sind Partner</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Farbe:</translation>
    </message>
    <message>
        <source>portal colour</source>
        <translation>Portalfarbe</translation>
    </message>
    <message>
        <source>Active in register %1</source>
        <translation>Aktiv in Register %1</translation>
    </message>
    <message>
        <source>active registers</source>
        <translation>aktive Register</translation>
    </message>
    <message>
        <source>Registers:</source>
        <translation>Register:</translation>
    </message>
    <message>
        <source>Number of laser beams (damage per hit)</source>
        <translation>Anzahl der Laserstrahlen (Schaden pro Treffer)</translation>
    </message>
    <message>
        <source>Beams:</source>
        <translation>Strahlen:</translation>
    </message>
    <message>
        <source>beam count</source>
        <translation>Strahlenzahl</translation>
    </message>
    <message>
        <source>Checkpoint order or start position number</source>
        <translation>Reihenfolge des Kontrollpunkts oder Nummer der Startposition</translation>
    </message>
    <message>
        <source>Number:</source>
        <translation>Nummer:</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Course&lt;/b&gt;</source>
        <translation>&lt;b&gt;Kurs&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Author:</source>
        <translation>Autor:</translation>
    </message>
    <message>
        <source>Nothing selected. Use the Select tool to pick squares or walls.</source>
        <translation>Nichts ausgewählt. Mit dem Auswahlwerkzeug Felder oder Wände wählen.</translation>
    </message>
    <message>
        <source>%1 x %2 squares selected, without elements.</source>
        <translation>%1 x %2 Felder ausgewählt, ohne Elemente.</translation>
    </message>
    <message numerus="yes">
        <source>%n element(s) selected</source>
        <translation><numerusform>%n Element ausgewählt</numerusform><numerusform>%n Elemente ausgewählt</numerusform></translation>
    </message>
</context>
<context>
    <name>RectFillTool</name>
    <message>
        <source>Rectangle fill</source>
        <translation>Rechteckfüllung</translation>
    </message>
    <message>
        <source>Drag a rectangle to fill it with the palette's element (Ctrl+Shift+R)</source>
        <translation>Ein Rechteck ziehen, um es mit dem Palettenelement zu füllen (Strg+Umschalt+R)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rectangle fill&lt;/b&gt;&lt;p&gt;Drag from one corner to the other; on release every square of the rectangle gets the floor or device chosen in the palette. Esc cancels.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Rechteckfüllung&lt;/b&gt;&lt;p&gt;Von einer Ecke zur anderen ziehen; beim Loslassen erhält jedes Feld des Rechtecks den in der Palette gewählten Boden oder das Element. Esc bricht ab.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>RemoveBoardCommand</name>
    <message>
        <source>Remove board %1</source>
        <translation>Spielplan %1 entfernen</translation>
    </message>
</context>
<context>
    <name>RemoveEdgeFeaturesCommand</name>
    <message numerus="yes">
        <source>Remove %n edge feature(s)</source>
        <translation><numerusform>%n Kantenelement entfernen</numerusform><numerusform>%n Kantenelemente entfernen</numerusform></translation>
    </message>
</context>
<context>
    <name>RemoveMarkersCommand</name>
    <message numerus="yes">
        <source>Remove %n marker(s)</source>
        <translation><numerusform>%n Markierung entfernen</numerusform><numerusform>%n Markierungen entfernen</numerusform></translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>Select squares and move them; click a border to select its walls (S)</source>
        <translation>Felder auswählen und verschieben; auf einen Rand klicken, um seine Wände auszuwählen (S)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Select&lt;/b&gt;&lt;p&gt;Drag a rectangle to select squares with everything on them; the properties panel then edits the selected elements. Click near a square border to select the walls and edge features on it. Drag inside the selection to move its content. The Edit menu copies, cuts, pastes, rotates and mirrors the selection. Esc cancels a drag.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Auswählen&lt;/b&gt;&lt;p&gt;Ein Rechteck ziehen, um Felder mit allem darauf auszuwählen; das Eigenschaftenfenster bearbeitet dann die ausgewählten Elemente. Nahe einem Feldrand klicken, um dessen Wände und Kantenelemente auszuwählen. Innerhalb der Auswahl ziehen, um ihren Inhalt zu verschieben. Das Menü Bearbeiten kopiert, schneidet aus, fügt ein, dreht und spiegelt die Auswahl. Esc bricht ein Ziehen ab.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SetDeviceCommand</name>
    <message>
        <source>Remove devices</source>
        <translation>Elemente entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Place %n device(s)</source>
        <translation><numerusform>%n Element setzen</numerusform><numerusform>%n Elemente setzen</numerusform></translation>
    </message>
</context>
<context>
    <name>SetFloorCommand</name>
    <message numerus="yes">
        <source>Paint %n floor square(s)</source>
        <translation><numerusform>%n Bodenfeld malen</numerusform><numerusform>%n Bodenfelder malen</numerusform></translation>
    </message>
</context>
<context>
    <name>SetLevelCommand</name>
    <message numerus="yes">
        <source>Raise %n square(s)</source>
        <translation><numerusform>%n Feld anheben</numerusform><numerusform>%n Felder anheben</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Lower %n square(s)</source>
        <translation><numerusform>%n Feld absenken</numerusform><numerusform>%n Felder absenken</numerusform></translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>The floor layer is locked</source>
        <translation>Die Bodenebene ist gesperrt</translation>
    </message>
    <message>
        <source>The devices layer is locked</source>
        <translation>Die Elementebene ist gesperrt</translation>
    </message>
    <message>
        <source>Choose a floor or device in the palette to fill with</source>
        <translation>Zum Füllen einen Boden oder ein Element in der Palette wählen</translation>
    </message>
</context>
<context>
    <name>TransformSelectionCommand</name>
    <message>
        <source>Mirror selection</source>
        <translation>Auswahl spiegeln</translation>
    </message>
    <message>
        <source>Rotate selection</source>
        <translation>Auswahl drehen</translation>
    </message>
    <message>
        <source>Move selection</source>
        <translation>Auswahl verschieben</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <source>&lt;b&gt;Validation&lt;/b&gt;&lt;p&gt;Problems the validator finds in the course, updated as you edit. Click a row to select and show its square or border.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Prüfung&lt;/b&gt;&lt;p&gt;Probleme, die die Prüfung im Kurs findet, während der Bearbeitung aktualisiert. Auf eine Zeile klicken, um ihr Feld oder ihren Rand auszuwählen und anzuzeigen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Board and scenario editor for RoboRally-style factory race games</source>
        <translation>Spielplan- und Szenarioeditor für Fabrikrennspiele im Stil von RoboRally</translation>
    </message>
    <message>
        <source>User interface language (en, es, fr, de).</source>
        <translation>Sprache der Benutzeroberfläche (en, es, fr, de).</translation>
    </message>
    <message>
        <source>Boards, courses or scenarios to open.</source>
        <translation>Zu öffnende Spielpläne, Kurse oder Szenarien.</translation>
    </message>
</context>
</TS>
