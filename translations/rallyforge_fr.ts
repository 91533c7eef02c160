<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AddBoardCommand</name>
    <message>
        <source>board</source>
        <translation>plateau</translation>
    </message>
    <message>
        <source>Add board %1</source>
        <translation>Ajouter le plateau %1</translation>
    </message>
</context>
<context>
    <name>AddEdgeFeaturesCommand</name>
    <message>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message numerus="yes">
        <source>Add %n edge feature(s)</source>
        <translation><numerusform>Ajouter %n élément de bord</numerusform><numerusform>Ajouter %n éléments de bord</numerusform></translation>
    </message>
</context>
<context>
    <name>AddMarkerCommand</name>
    <message>
        <source>Add checkpoint</source>
        <translation>Ajouter un point de contrôle</translation>
    </message>
    <message>
        <source>Add start</source>
        <translation>Ajouter une position de départ</translation>
    </message>
    <message>
        <source>Add dock</source>
        <translation>Ajouter une zone d'amarrage</translation>
    </message>
</context>
<context>
    <name>BeltPathCommand</name>
    <message>
        <source>Lay express belt</source>
        <translation>Poser un tapis express</translation>
    </message>
    <message>
        <source>Lay belt</source>
        <translation>Poser un tapis roulant</translation>
    </message>
</context>
<context>
    <name>BeltTool</name>
    <message>
        <source>Belt path</source>
        <translation>Tracé de tapis</translation>
    </message>
    <message>
        <source>Drag a path to lay conveyor belts along it (T)</source>
        <translation>Faites glisser un tracé pour y poser des tapis roulants (T)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Belt path&lt;/b&gt;&lt;p&gt;Drag from square to square to lay a conveyor belt that carries robots along the path. Turns become curves, belts that already point into the path become merges, and a belt the path runs into takes it as an input. The express belt of the palette lays express belts; a single click lays one belt facing the current rotation (R).&lt;/p&gt;</source>
        <translation>&lt;b&gt;Tracé de tapis&lt;/b&gt;&lt;p&gt;Faites glisser de case en case pour poser un tapis roulant qui transporte les robots le long du tracé. Les virages deviennent des courbes, les tapis qui pointent déjà vers le tracé deviennent des jonctions, et un tapis que le tracé rejoint le prend comme entrée. Le tapis express de la palette pose des tapis express ; un simple clic pose un tapis orienté selon la rotation courante (R).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The %1 layer is locked</source>
        <translation>Le calque « %1 » est verrouillé</translation>
    </message>
</context>
<context>
    <name>BoardDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
</context>
<context>
    <name>BoardTool</name>
    <message>
        <source>Arrange boards</source>
        <translation>Disposer les plateaux</translation>
    </message>
    <message>
        <source>Drag boards to move them on the course; R turns the board under the cursor (M)</source>
        <translation>Faites glisser les plateaux pour les déplacer sur le parcours ; R tourne le plateau sous le curseur (M)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Arrange boards&lt;/b&gt;&lt;p&gt;Drag a board of the course to move it on the course grid; R and Shift+R turn the board under the cursor. A board cannot be moved onto another one. Add boards with Course &gt; Add Board.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Disposer les plateaux&lt;/b&gt;&lt;p&gt;Faites glisser un plateau du parcours pour le déplacer sur la grille ; R et Maj+R tournent le plateau sous le curseur. Un plateau ne peut pas être posé sur un autre. Ajoutez des plateaux avec Parcours &gt; Ajouter un plateau.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>A board cannot be moved there: it would overlap another board or leave the grid</source>
        <translation>Impossible de déplacer le plateau ici : il chevaucherait un autre plateau ou sortirait de la grille</translation>
    </message>
    <message>
        <source>The board cannot turn there: it would overlap another board</source>
        <translation>Le plateau ne peut pas tourner ici : il chevaucherait un autre plateau</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>&lt;b&gt;Canvas&lt;/b&gt;&lt;p&gt;The board or course being edited. The current tool acts on it with the left button. Wheel zooms at the cursor; drag with the middle button, or hold Space and drag, to pan.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Canevas&lt;/b&gt;&lt;p&gt;Le plateau ou parcours en cours d'édition. L'outil courant agit avec le bouton gauche. La molette zoome sous le curseur ; faites glisser avec le bouton du milieu, ou maintenez Espace et faites glisser, pour déplacer la vue.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ChangeElementsCommand</name>
    <message>
        <source>Change %1</source>
        <translation>Modifier : %1</translation>
    </message>
</context>
<context>
    <name>ChangeInfoCommand</name>
    <message>
        <source>Change course details</source>
        <translation>Modifier les détails du parcours</translation>
    </message>
    <message>
        <source>Change board details</source>
        <translation>Modifier les détails du plateau</translation>
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
        <translation>au nord de %1, %2</translation>
    </message>
    <message>
        <source>west of %1, %2</source>
        <translation>à l'ouest de %1, %2</translation>
    </message>
    <message>
        <source>course</source>
        <translation>parcours</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravité</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
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
        <translation>Murs et bords</translation>
    </message>
    <message>
        <source>Click or drag along square borders to add walls, lasers, pushers... (W)</source>
        <translation>Cliquez ou faites glisser le long des bords des cases pour ajouter murs, lasers, pousseurs... (W)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Walls and edges&lt;/b&gt;&lt;p&gt;Click near a square border, or drag along borders, to put the edge feature chosen in the palette there: wall, one-way wall, laser, pusher, ledge, no-ledge or repulsor field. R and Shift+R choose the direction (lasers fire, pushers push and one-way walls block that way); on the board border it points onto the board. Drag with the right button, or hold Ctrl, to remove features of that kind.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Murs et bords&lt;/b&gt;&lt;p&gt;Cliquez près du bord d'une case, ou faites glisser le long des bords, pour y placer l'élément de bord choisi dans la palette : mur, mur à sens unique, laser, pousseur, rebord, sans rebord ou champ répulsif. R et Maj+R choisissent la direction (les lasers tirent, les pousseurs poussent et les murs à sens unique bloquent dans ce sens) ; sur le bord du plateau, elle pointe vers le plateau. Faites glisser avec le bouton droit, ou maintenez Ctrl, pour retirer les éléments de ce type.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Choose a wall or edge feature in the palette</source>
        <translation>Choisissez un mur ou un élément de bord dans la palette</translation>
    </message>
    <message>
        <source>The %1 layer is locked</source>
        <translation>Le calque « %1 » est verrouillé</translation>
    </message>
</context>
<context>
    <name>EditorActions</name>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>Start an empty 12 x 12 board</source>
        <translation>Commencer un plateau vide de 12 x 12</translation>
    </message>
    <message>
        <source>Replaces the document with an empty 12 x 12 board, after asking about unsaved changes.</source>
        <translation>Remplace le document par un plateau vide de 12 x 12, après avoir demandé quoi faire des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>Open a board or course</source>
        <translation>Ouvrir un plateau ou un parcours</translation>
    </message>
    <message>
        <source>Opens a RallyForge board or course file (*.rfboard).</source>
        <translation>Ouvre un fichier de plateau ou de parcours RallyForge (*.rfboard).</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the document</source>
        <translation>Enregistrer le document</translation>
    </message>
    <message>
        <source>Saves the document to its file, asking for a name the first time.</source>
        <translation>Enregistre le document dans son fichier ; la première fois, demande un nom.</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <source>Save the document under a new name</source>
        <translation>Enregistrer le document sous un nouveau nom</translation>
    </message>
    <message>
        <source>Saves the document to a new file.</source>
        <translation>Enregistre le document dans un nouveau fichier.</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Discard the changes since the last save</source>
        <translation>Abandonner les modifications depuis le dernier enregistrement</translation>
    </message>
    <message>
        <source>Reloads the file from disk, discarding unsaved changes.</source>
        <translation>Recharge le fichier depuis le disque en abandonnant les modifications non enregistrées.</translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation>&amp;Importer...</translation>
    </message>
    <message>
        <source>Import a board from another program's format</source>
        <translation>Importer un plateau au format d'un autre programme</translation>
    </message>
    <message>
        <source>Reads a board in one of the formats of other RoboRally programs; elements that cannot be carried over are listed.</source>
        <translation>Lit un plateau dans l'un des formats d'autres programmes RoboRally ; les éléments qui ne peuvent pas être repris sont listés.</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Exporter...</translation>
    </message>
    <message>
        <source>Export the course to another program's format</source>
        <translation>Exporter le parcours au format d'un autre programme</translation>
    </message>
    <message>
        <source>Writes the course in one of the formats of other RoboRally programs; elements that cannot be carried over are listed.</source>
        <translation>Écrit le parcours dans l'un des formats d'autres programmes RoboRally ; les éléments qui ne peuvent pas être repris sont listés.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Quit RallyForge</source>
        <translation>Quitter RallyForge</translation>
    </message>
    <message>
        <source>Closes the window, asking about unsaved changes.</source>
        <translation>Ferme la fenêtre en demandant quoi faire des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Annuler la dernière modification</translation>
    </message>
    <message>
        <source>Undoes the last change. Not available while a drag is in progress.</source>
        <translation>Annule la dernière modification. Indisponible pendant un glisser.</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Redo the change undone last</source>
        <translation>Rétablir la dernière modification annulée</translation>
    </message>
    <message>
        <source>Redoes the change undone last. Not available while a drag is in progress.</source>
        <translation>Rétablit la dernière modification annulée. Indisponible pendant un glisser.</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <source>Cut the selected squares to the clipboard</source>
        <translation>Couper les cases sélectionnées vers le presse-papiers</translation>
    </message>
    <message>
        <source>Copies the selected squares with everything on them to the clipboard and clears them.</source>
        <translation>Copie dans le presse-papiers les cases sélectionnées avec tout leur contenu, puis les vide.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy the selected squares to the clipboard</source>
        <translation>Copier les cases sélectionnées dans le presse-papiers</translation>
    </message>
    <message>
        <source>Copies the selected squares with everything on them to the clipboard, as board JSON.</source>
        <translation>Copie dans le presse-papiers les cases sélectionnées avec tout leur contenu, en JSON de plateau.</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <source>Paste squares from the clipboard</source>
        <translation>Coller des cases depuis le presse-papiers</translation>
    </message>
    <message>
        <source>Pastes copied squares at the selection, or at the square under the cursor.</source>
        <translation>Colle les cases copiées sur la sélection, ou sur la case sous le curseur.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Clear the selected squares</source>
        <translation>Vider les cases sélectionnées</translation>
    </message>
    <message>
        <source>Clears the selected squares, or removes the selected walls and edge features.</source>
        <translation>Vide les cases sélectionnées, ou retire les murs et éléments de bord sélectionnés.</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Tout sélectionner</translation>
    </message>
    <message>
        <source>Select every square</source>
        <translation>Sélectionner toutes les cases</translation>
    </message>
    <message>
        <source>Selects the whole grid.</source>
        <translation>Sélectionne toute la grille.</translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation>&amp;Rien sélectionner</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Effacer la sélection</translation>
    </message>
    <message>
        <source>Clears the selection.</source>
        <translation>Efface la sélection.</translation>
    </message>
    <message>
        <source>Rotate Selection &amp;Clockwise</source>
        <translation>Tourner la sélection dans le sens &amp;horaire</translation>
    </message>
    <message>
        <source>Turn the selected squares a quarter turn clockwise</source>
        <translation>Tourner les cases sélectionnées d'un quart de tour dans le sens horaire</translation>
    </message>
    <message>
        <source>Turns the selected squares, with every direction on them, a quarter turn clockwise.</source>
        <translation>Tourne d'un quart de tour dans le sens horaire les cases sélectionnées, avec toutes leurs directions.</translation>
    </message>
    <message>
        <source>Rotate Selection C&amp;ounterclockwise</source>
        <translation>Tourner la sélection dans le sens &amp;antihoraire</translation>
    </message>
    <message>
        <source>Turn the selected squares a quarter turn counterclockwise</source>
        <translation>Tourner les cases sélectionnées d'un quart de tour dans le sens antihoraire</translation>
    </message>
    <message>
        <source>Turns the selected squares a quarter turn counterclockwise.</source>
        <translation>Tourne d'un quart de tour dans le sens antihoraire les cases sélectionnées.</translation>
    </message>
    <message>
        <source>&amp;Mirror Horizontally</source>
        <translation>Miroir &amp;horizontal</translation>
    </message>
    <message>
        <source>Mirror the selected squares east to west</source>
        <translation>Refléter les cases sélectionnées d'est en ouest</translation>
    </message>
    <message>
        <source>Mirrors the selected squares east to west; directions and gear senses flip with them.</source>
        <translation>Reflète d'est en ouest les cases sélectionnées ; les directions et le sens des engrenages s'inversent avec elles.</translation>
    </message>
    <message>
        <source>Mirror &amp;Vertically</source>
        <translation>Miroir &amp;vertical</translation>
    </message>
    <message>
        <source>Mirror the selected squares north to south</source>
        <translation>Refléter les cases sélectionnées du nord au sud</translation>
    </message>
    <message>
        <source>Mirrors the selected squares north to south; directions and gear senses flip with them.</source>
        <translation>Reflète du nord au sud les cases sélectionnées ; les directions et le sens des engrenages s'inversent avec elles.</translation>
    </message>
    <message>
        <source>&amp;Turn Element</source>
        <translation>&amp;Tourner l'élément</translation>
    </message>
    <message>
        <source>Turn the palette element clockwise (R)</source>
        <translation>Tourner l'élément de la palette dans le sens horaire (R)</translation>
    </message>
    <message>
        <source>Turns the element being placed a quarter turn clockwise; with the board tool, turns the board under the cursor.</source>
        <translation>Tourne d'un quart de tour dans le sens horaire l'élément à poser ; avec l'outil des plateaux, tourne le plateau sous le curseur.</translation>
    </message>
    <message>
        <source>Turn Element &amp;Back</source>
        <translation>Tourner l'élément en &amp;arrière</translation>
    </message>
    <message>
        <source>Turn the palette element counterclockwise (Shift+R)</source>
        <translation>Tourner l'élément de la palette dans le sens antihoraire (Maj+R)</translation>
    </message>
    <message>
        <source>Turns the element being placed a quarter turn counterclockwise.</source>
        <translation>Tourne d'un quart de tour dans le sens antihoraire l'élément à poser.</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Shows the board larger. The mouse wheel zooms at the cursor.</source>
        <translation>Affiche le plateau en plus grand. La molette zoome sous le curseur.</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Shows the board smaller.</source>
        <translation>Affiche le plateau en plus petit.</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>&amp;Ajuster à la fenêtre</translation>
    </message>
    <message>
        <source>Show the whole course</source>
        <translation>Afficher tout le parcours</translation>
    </message>
    <message>
        <source>Zooms so the whole course fits the window.</source>
        <translation>Zoome pour que tout le parcours tienne dans la fenêtre.</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Taille réelle</translation>
    </message>
    <message>
        <source>One square at its natural size</source>
        <translation>Une case à sa taille naturelle</translation>
    </message>
    <message>
        <source>Resets the zoom to 100%.</source>
        <translation>Remet le zoom à 100 %.</translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation>Afficher la &amp;grille</translation>
    </message>
    <message>
        <source>Show or hide the grid lines</source>
        <translation>Afficher ou masquer les lignes de la grille</translation>
    </message>
    <message>
        <source>Shows or hides the thin lines between squares.</source>
        <translation>Affiche ou masque les lignes fines entre les cases.</translation>
    </message>
    <message>
        <source>Add Board from &amp;File...</source>
        <translation>Ajouter un plateau depuis un &amp;fichier...</translation>
    </message>
    <message>
        <source>Add a board file to the course</source>
        <translation>Ajouter un fichier de plateau au parcours</translation>
    </message>
    <message>
        <source>Adds a board from a file to the right of the course; arrange it with the Arrange Boards tool.</source>
        <translation>Ajoute un plateau depuis un fichier à droite du parcours ; placez-le avec l'outil Disposer les plateaux.</translation>
    </message>
    <message>
        <source>&amp;Remove Board</source>
        <translation>&amp;Retirer le plateau</translation>
    </message>
    <message>
        <source>Remove the board holding the selection</source>
        <translation>Retirer le plateau qui contient la sélection</translation>
    </message>
    <message>
        <source>Removes the board that holds the selected squares from the course.</source>
        <translation>Retire du parcours le plateau qui contient les cases sélectionnées.</translation>
    </message>
    <message>
        <source>Add Board</source>
        <translation>Ajouter un plateau</translation>
    </message>
    <message>
        <source>What's &amp;This?</source>
        <translation>&amp;Qu'est-ce que c'est ?</translation>
    </message>
    <message>
        <source>Click on anything to learn what it does</source>
        <translation>Cliquez sur n'importe quoi pour savoir ce que cela fait</translation>
    </message>
    <message>
        <source>Enters What's This mode: click on a tool or panel for help.</source>
        <translation>Passe en mode « Qu'est-ce que c'est ? » : cliquez sur un outil ou un panneau pour obtenir de l'aide.</translation>
    </message>
    <message>
        <source>&amp;About RallyForge</source>
        <translation>&amp;À propos de RallyForge</translation>
    </message>
    <message>
        <source>Versions and licence</source>
        <translation>Versions et licence</translation>
    </message>
    <message>
        <source>Shows the versions of RallyForge, Qt and KArchive.</source>
        <translation>Affiche les versions de RallyForge, Qt et KArchive.</translation>
    </message>
    <message>
        <source>About RallyForge</source>
        <translation>À propos de RallyForge</translation>
    </message>
    <message>
        <source>&lt;h3&gt;RallyForge %1&lt;/h3&gt;&lt;p&gt;Board and scenario editor with a rules simulator for RoboRally-style factory race games.&lt;/p&gt;&lt;p&gt;Qt %2, KArchive %3&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RallyForge %1&lt;/h3&gt;&lt;p&gt;Éditeur de plateaux et de scénarios avec simulateur de règles pour les jeux de course en usine dans le style de RoboRally.&lt;/p&gt;&lt;p&gt;Qt %2, KArchive %3&lt;/p&gt;&lt;p&gt;Sous licence GNU General Public License, version 3 ou ultérieure.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>About the Qt toolkit</source>
        <translation>À propos de la bibliothèque Qt</translation>
    </message>
    <message>
        <source>Shows the Qt version and licence.</source>
        <translation>Affiche la version et la licence de Qt.</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Course</source>
        <translation>&amp;Parcours</translation>
    </message>
    <message>
        <source>Add &amp;Shipped Board</source>
        <translation>Ajouter un plateau &amp;fourni</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>No shipped boards found</source>
        <translation>Aucun plateau fourni trouvé</translation>
    </message>
    <message>
        <source>Copied %1 x %2 squares</source>
        <translation>%1 x %2 cases copiées</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Couper</translation>
    </message>
    <message>
        <source>The clipboard holds no RallyForge squares</source>
        <translation>Le presse-papiers ne contient pas de cases RallyForge</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Cannot add board</source>
        <translation>Impossible d'ajouter le plateau</translation>
    </message>
    <message>
        <source>%1 is a course; add its boards one by one.</source>
        <translation>%1 est un parcours ; ajoutez ses plateaux un par un.</translation>
    </message>
    <message>
        <source>The course would be larger than %1 squares across.</source>
        <translation>Le parcours ferait plus de %1 cases de large.</translation>
    </message>
    <message>
        <source>Added %1; drag it into place with the Arrange Boards tool</source>
        <translation>%1 ajouté ; placez-le avec l'outil Disposer les plateaux</translation>
    </message>
</context>
<context>
    <name>Elements</name>
    <message>
        <source>Floor</source>
        <translation>Sol</translation>
    </message>
    <message>
        <source>Pit</source>
        <translation>Trou</translation>
    </message>
    <message>
        <source>Drain</source>
        <translation>Bonde</translation>
    </message>
    <message>
        <source>Oil</source>
        <translation>Huile</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Acid</source>
        <translation>Acide</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feu</translation>
    </message>
    <message>
        <source>Radiation</source>
        <translation>Radiation</translation>
    </message>
    <message>
        <source>Radioactive waste</source>
        <translation>Déchets radioactifs</translation>
    </message>
    <message>
        <source>No device</source>
        <translation>Aucun dispositif</translation>
    </message>
    <message>
        <source>Conveyor belt</source>
        <translation>Tapis roulant</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Engrenage</translation>
    </message>
    <message>
        <source>Repair site</source>
        <translation>Atelier de réparation</translation>
    </message>
    <message>
        <source>Chop shop</source>
        <translation>Atelier de modification</translation>
    </message>
    <message>
        <source>Randomizer</source>
        <translation>Case aléatoire</translation>
    </message>
    <message>
        <source>Teleporter</source>
        <translation>Téléporteur</translation>
    </message>
    <message>
        <source>Portal</source>
        <translation>Portail</translation>
    </message>
    <message>
        <source>Ramp</source>
        <translation>Rampe d'accès</translation>
    </message>
    <message>
        <source>Energy space</source>
        <translation>Case d'énergie</translation>
    </message>
    <message>
        <source>Crusher</source>
        <translation>Broyeur</translation>
    </message>
    <message>
        <source>Flamer</source>
        <translation>Lance-flammes</translation>
    </message>
    <message>
        <source>Trap door</source>
        <translation>Trappe</translation>
    </message>
    <message>
        <source>Crate</source>
        <translation>Caisse</translation>
    </message>
    <message>
        <source>Priority antenna</source>
        <translation>Antenne de priorité</translation>
    </message>
    <message>
        <source>Reboot token</source>
        <translation>Jeton de redémarrage</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Mur</translation>
    </message>
    <message>
        <source>One-way wall</source>
        <translation>Mur à sens unique</translation>
    </message>
    <message>
        <source>Ledge</source>
        <translation>Rebord</translation>
    </message>
    <message>
        <source>No ledge</source>
        <translation>Sans rebord</translation>
    </message>
    <message>
        <source>Laser</source>
        <translation>Laser</translation>
    </message>
    <message>
        <source>Pusher</source>
        <translation>Pousseur</translation>
    </message>
    <message>
        <source>Repulsor field</source>
        <translation>Champ répulsif</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Point de contrôle</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <source>Docking bay</source>
        <translation>Zone d'amarrage</translation>
    </message>
    <message>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message>
        <source>Express belt</source>
        <translation>Tapis express</translation>
    </message>
    <message>
        <source>Gear (clockwise)</source>
        <translation>Engrenage (sens horaire)</translation>
    </message>
    <message>
        <source>Gear (counterclockwise)</source>
        <translation>Engrenage (sens antihoraire)</translation>
    </message>
    <message numerus="yes">
        <source>Repair site (%n wrench(es))</source>
        <translation><numerusform>Atelier de réparation (%n clé)</numerusform><numerusform>Atelier de réparation (%n clés)</numerusform></translation>
    </message>
    <message>
        <source>%1 facing %2</source>
        <translation>%1 vers le %2</translation>
    </message>
    <message numerus="yes">
        <source>Laser (%n beam(s))</source>
        <translation><numerusform>Laser (%n rayon)</numerusform><numerusform>Laser (%n rayons)</numerusform></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Portal of colour "%1" has no partner</source>
        <translation>Le portail de couleur « %1 » n'a pas de partenaire</translation>
    </message>
    <message>
        <source>%1 portals share colour "%2"; a portal needs exactly one partner</source>
        <translation>%1 portails partagent la couleur « %2 » ; un portail a besoin d'exactement un partenaire</translation>
    </message>
    <message>
        <source>Checkpoint %1 lies on a %2</source>
        <translation>Le point de contrôle %1 est sur : %2</translation>
    </message>
    <message>
        <source>Start position %1 lies on a %2</source>
        <translation>La position de départ %1 est sur : %2</translation>
    </message>
    <message>
        <source>Checkpoint number %1 is used more than once</source>
        <translation>Le numéro de point de contrôle %1 est utilisé plus d'une fois</translation>
    </message>
    <message>
        <source>%1 is active in no register</source>
        <translation>%1 n'est actif dans aucun registre</translation>
    </message>
    <message>
        <source>Laser has %1 beams; it must have 1 to 3</source>
        <translation>Le laser a %1 rayons ; il doit en avoir de 1 à 3</translation>
    </message>
    <message>
        <source>Ramp climbing %1 does not lead from the lower level to an upper-level square</source>
        <translation>La rampe montant vers le %1 ne mène pas du niveau inférieur à une case du niveau supérieur</translation>
    </message>
    <message>
        <source>%1 lies outside the grid</source>
        <translation>%1 est hors de la grille</translation>
    </message>
    <message>
        <source>Boards %1 and %2 overlap</source>
        <translation>Les plateaux %1 et %2 se chevauchent</translation>
    </message>
    <message>
        <source>Board %1 cannot be placed: %2</source>
        <translation>Le plateau %1 ne peut pas être placé : %2</translation>
    </message>
    <message>
        <source>Belt carries robots %1 into a wall</source>
        <translation>Le tapis transporte les robots vers le %1 contre un mur</translation>
    </message>
    <message>
        <source>Belt carries robots %1 off the board</source>
        <translation>Le tapis transporte les robots vers le %1 hors du plateau</translation>
    </message>
    <message>
        <source>Checkpoint %1 follows a gap: expected checkpoint %2</source>
        <translation>Le point de contrôle %1 suit un trou dans la numérotation : point de contrôle %2 attendu</translation>
    </message>
    <message>
        <source>%1 start position(s); at least 2 are needed</source>
        <translation>%1 position(s) de départ ; il en faut au moins 2</translation>
    </message>
    <message>
        <source>Checkpoint %1 cannot be reached from any start position</source>
        <translation>Le point de contrôle %1 est inaccessible depuis toutes les positions de départ</translation>
    </message>
    <message>
        <source>Laser firing %1 is stopped at once by a wall, crate or antenna</source>
        <translation>Le laser tirant vers le %1 est arrêté aussitôt par un mur, une caisse ou une antenne</translation>
    </message>
    <message>
        <source>Laser firing %1 fires off the board</source>
        <translation>Le laser tirant vers le %1 tire hors du plateau</translation>
    </message>
    <message>
        <source>%1: paint it on squares</source>
        <translation>%1 : peignez-le sur des cases</translation>
    </message>
    <message>
        <source>%1: place it on squares (R rotates)</source>
        <translation>%1 : posez-le sur des cases (R tourne)</translation>
    </message>
    <message>
        <source>%1: click or drag along square borders</source>
        <translation>%1 : cliquez ou faites glisser le long des bords des cases</translation>
    </message>
    <message>
        <source>%1: click a square to place it</source>
        <translation>%1 : cliquez sur une case pour le poser</translation>
    </message>
    <message>
        <source>Belts</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <source>Rotators</source>
        <translation>Rotateurs</translation>
    </message>
    <message>
        <source>Hazards</source>
        <translation>Dangers</translation>
    </message>
    <message>
        <source>Timed</source>
        <translation>Temporisés</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Murs</translation>
    </message>
</context>
<context>
    <name>EraseCommand</name>
    <message>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
</context>
<context>
    <name>EraseTool</name>
    <message>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Erase the current layer on squares (E); Shift erases every unlocked layer</source>
        <translation>Effacer le calque courant sur des cases (E) ; Maj efface tous les calques déverrouillés</translation>
    </message>
    <message>
        <source>&lt;b&gt;Erase&lt;/b&gt;&lt;p&gt;Drag over squares to clear what the current layer of the layers panel holds there: floor (back to plain floor on the lower level), devices, the walls and edge features around the squares, or markers. Hold Shift to clear every unlocked layer at once.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Effacer&lt;/b&gt;&lt;p&gt;Faites glisser sur des cases pour vider ce que le calque courant du panneau des calques y contient : sol (redevient un sol nu au niveau inférieur), dispositifs, murs et éléments de bord autour des cases, ou marqueurs. Maintenez Maj pour vider d'un coup tous les calques déverrouillés.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The current layer is locked</source>
        <translation>Le calque courant est verrouillé</translation>
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
        <translation>Prendre un élément du plateau dans la palette (I)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Eyedropper&lt;/b&gt;&lt;p&gt;Click a square to make its device (or, without one, its floor) the palette's current element with the same direction and settings; click near a border to pick its edge feature. The previous tool comes back afterwards.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Pipette&lt;/b&gt;&lt;p&gt;Cliquez sur une case pour faire de son dispositif (ou, à défaut, de son sol) l'élément courant de la palette, avec la même direction et les mêmes réglages ; cliquez près d'un bord pour prendre son élément de bord. L'outil précédent revient ensuite.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Picked %1</source>
        <translation>Pris : %1</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message numerus="yes">
        <source>... and %n more</source>
        <translation><numerusform>... et %n autre</numerusform><numerusform>... et %n autres</numerusform></translation>
    </message>
    <message>
        <source>RallyForge boards and courses (*.rfboard);;All files (*)</source>
        <translation>Plateaux et parcours RallyForge (*.rfboard);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Impossible d'ouvrir le fichier</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>Open Board or Course</source>
        <translation>Ouvrir un plateau ou un parcours</translation>
    </message>
    <message>
        <source>Cannot save file</source>
        <translation>Impossible d'enregistrer le fichier</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Discard every change since %1 was last saved?</source>
        <translation>Abandonner toutes les modifications depuis le dernier enregistrement de %1 ?</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Import Board</source>
        <translation>Importer un plateau</translation>
    </message>
    <message>
        <source>Cannot import file</source>
        <translation>Impossible d'importer le fichier</translation>
    </message>
    <message>
        <source>Import notes</source>
        <translation>Notes d'importation</translation>
    </message>
    <message>
        <source>Some elements could not be imported unchanged:

%1</source>
        <translation>Certains éléments n'ont pas pu être importés tels quels :

%1</translation>
    </message>
    <message>
        <source>Export Board</source>
        <translation>Exporter le plateau</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Impossible d'exporter</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <source>Export notes</source>
        <translation>Notes d'exportation</translation>
    </message>
    <message>
        <source>Some elements could not be exported unchanged:

%1</source>
        <translation>Certains éléments n'ont pas pu être exportés tels quels :

%1</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Files</source>
        <translation>&amp;Effacer les fichiers récents</translation>
    </message>
    <message>
        <source>an untitled document</source>
        <translation>un document sans titre</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <source>RallyForge did not close properly last time. Restore the unsaved changes to %1?</source>
        <translation>RallyForge ne s'est pas fermé correctement la dernière fois. Restaurer les modifications non enregistrées de %1 ?</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Récupération impossible</translation>
    </message>
</context>
<context>
    <name>FloodFillTool</name>
    <message>
        <source>Flood fill</source>
        <translation>Remplissage de zone</translation>
    </message>
    <message>
        <source>Fill the connected area of like squares with the palette's element (F)</source>
        <translation>Remplir avec l'élément de la palette la zone connexe de cases semblables (F)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Flood fill&lt;/b&gt;&lt;p&gt;Click a square: it and every square connected to it with the same floor, level and device, not separated by walls, get the floor or device chosen in the palette.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Remplissage de zone&lt;/b&gt;&lt;p&gt;Cliquez sur une case : elle et toutes les cases reliées ayant le même sol, le même niveau et le même dispositif, sans mur entre elles, reçoivent le sol ou le dispositif choisi dans la palette.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LayerModel</name>
    <message>
        <source>Floor</source>
        <translation>Sol</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Dispositifs</translation>
    </message>
    <message>
        <source>Walls and edges</source>
        <translation>Murs et bords</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <source>Lower level</source>
        <translation>Niveau inférieur</translation>
    </message>
    <message>
        <source>Upper level</source>
        <translation>Niveau supérieur</translation>
    </message>
    <message>
        <source>Check to show the layer; click the name to make tools act on it</source>
        <translation>Cochez pour afficher le calque ; cliquez sur le nom pour que les outils agissent dessus</translation>
    </message>
    <message>
        <source>Locked layers cannot be edited</source>
        <translation>Les calques verrouillés ne peuvent pas être modifiés</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Opacity of the layer on the canvas</source>
        <translation>Opacité du calque sur le canevas</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Calque</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Verrou</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Opacité</translation>
    </message>
</context>
<context>
    <name>LayersPanel</name>
    <message>
        <source>&lt;b&gt;Layers&lt;/b&gt;&lt;p&gt;Show or hide each layer and the two elevation levels, lock layers against editing and set their opacity on the canvas. The current layer (bold) is what the eraser clears; choosing a level makes painted floor go on that level.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Calques&lt;/b&gt;&lt;p&gt;Affichez ou masquez chaque calque et les deux niveaux de hauteur, verrouillez des calques contre la modification et réglez leur opacité sur le canevas. Le calque courant (en gras) est celui que la gomme vide ; choisir un niveau place le sol peint sur ce niveau.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Panneaux</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Calques</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validation</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;ouvert&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation><numerusform>%n erreur</numerusform><numerusform>%n erreurs</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation><numerusform>%n avertissement</numerusform><numerusform>%n avertissements</numerusform></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>outside every board</source>
        <translation>hors de tout plateau</translation>
    </message>
    <message>
        <source> (upper level)</source>
        <translation> (niveau supérieur)</translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>plateau %1</translation>
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
        <translation>Point de contrôle</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <source>Docking bay</source>
        <translation>Zone d'amarrage</translation>
    </message>
    <message>
        <source>Place numbered checkpoints (K)</source>
        <translation>Poser des points de contrôle numérotés (K)</translation>
    </message>
    <message>
        <source>Place start positions facing the current rotation (P)</source>
        <translation>Poser des positions de départ orientées selon la rotation courante (P)</translation>
    </message>
    <message>
        <source>Mark docking bay squares</source>
        <translation>Marquer les cases de la zone d'amarrage</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;p&gt;Click a square to place a marker there. Checkpoints and start positions are numbered automatically, one more than the highest so far; a start faces the current rotation (R). Right click removes the marker from the square. Numbers can be changed in the properties panel.&lt;/p&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;p&gt;Cliquez sur une case pour y poser un marqueur. Les points de contrôle et positions de départ sont numérotés automatiquement, un de plus que le plus élevé jusqu'ici ; un départ est orienté selon la rotation courante (R). Le clic droit retire le marqueur de la case. Les numéros se modifient dans le panneau des propriétés.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The %1 layer is locked</source>
        <translation>Le calque « %1 » est verrouillé</translation>
    </message>
</context>
<context>
    <name>PaintTool</name>
    <message>
        <source>Paint</source>
        <translation>Peindre</translation>
    </message>
    <message>
        <source>Paint the palette's element on squares (B)</source>
        <translation>Peindre l'élément de la palette sur des cases (B)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paint&lt;/b&gt;&lt;p&gt;Drag over squares to put the element chosen in the palette on them: a floor kind or a device. R and Shift+R turn the element before painting. With a level chosen in the layers panel, painted floor squares are put on that level.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Peindre&lt;/b&gt;&lt;p&gt;Faites glisser sur des cases pour y placer l'élément choisi dans la palette : un type de sol ou un dispositif. R et Maj+R tournent l'élément avant de peindre. Avec un niveau choisi dans le panneau des calques, les cases de sol peintes sont placées sur ce niveau.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Choose a floor or device in the palette to paint</source>
        <translation>Choisissez un sol ou un dispositif dans la palette pour peindre</translation>
    </message>
    <message>
        <source>The %1 layer is locked</source>
        <translation>Le calque « %1 » est verrouillé</translation>
    </message>
</context>
<context>
    <name>PalettePanel</name>
    <message>
        <source>Search elements</source>
        <translation>Rechercher des éléments</translation>
    </message>
    <message>
        <source>Type part of an element's name to filter the palette</source>
        <translation>Tapez une partie du nom d'un élément pour filtrer la palette</translation>
    </message>
    <message>
        <source>&lt;b&gt;Palette&lt;/b&gt;&lt;p&gt;The elements you can put on the board, in groups. Choose one and paint with it; walls and edge features switch to the edge tool, markers to the marker tool. R and Shift+R turn the element.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Palette&lt;/b&gt;&lt;p&gt;Les éléments que vous pouvez poser sur le plateau, par groupes. Choisissez-en un et peignez avec ; les murs et éléments de bord passent à l'outil des bords, les marqueurs à l'outil des marqueurs. R et Maj+R tournent l'élément.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PasteCommand</name>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
</context>
<context>
    <name>PlaceBoardCommand</name>
    <message>
        <source>Rotate board %1</source>
        <translation>Tourner le plateau %1</translation>
    </message>
    <message>
        <source>Move board %1</source>
        <translation>Déplacer le plateau %1</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>Direction the element faces, carries, fires or pushes</source>
        <translation>Direction dans laquelle l'élément regarde, transporte, tire ou pousse</translation>
    </message>
    <message>
        <source>Direction:</source>
        <translation>Direction :</translation>
    </message>
    <message>
        <source>direction</source>
        <translation>direction</translation>
    </message>
    <message>
        <source>Express</source>
        <translation>Express</translation>
    </message>
    <message>
        <source>Express belts move robots in both belt steps of a register</source>
        <translation>Les tapis express déplacent les robots aux deux étapes de tapis d'un registre</translation>
    </message>
    <message>
        <source>express</source>
        <translation>express</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation>Sens horaire</translation>
    </message>
    <message>
        <source>Gears turn robots clockwise (right) or counterclockwise (left)</source>
        <translation>Les engrenages tournent les robots dans le sens horaire (droite) ou antihoraire (gauche)</translation>
    </message>
    <message>
        <source>gear sense</source>
        <translation>sens de l'engrenage</translation>
    </message>
    <message>
        <source>Wrenches on a repair site: 2 also gives an option card</source>
        <translation>Clés sur un atelier de réparation : 2 donne aussi une carte option</translation>
    </message>
    <message>
        <source>Wrenches:</source>
        <translation>Clés :</translation>
    </message>
    <message>
        <source>wrenches</source>
        <translation>clés</translation>
    </message>
    <message>
        <source>Portals of the same colour are partners</source>
        <translation>Les portails de même couleur sont partenaires</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Couleur :</translation>
    </message>
    <message>
        <source>portal colour</source>
        <translation>couleur du portail</translation>
    </message>
    <message>
        <source>Active in register %1</source>
        <translation>Actif au registre %1</translation>
    </message>
    <message>
        <source>active registers</source>
        <translation>registres actifs</translation>
    </message>
    <message>
        <source>Registers:</source>
        <translation>Registres :</translation>
    </message>
    <message>
        <source>Number of laser beams (damage per hit)</source>
        <translation>Nombre de rayons laser (dégâts par tir)</translation>
    </message>
    <message>
        <source>Beams:</source>
        <translation>Rayons :</translation>
    </message>
    <message>
        <source>beam count</source>
        <translation>nombre de rayons</translation>
    </message>
    <message>
        <source>Checkpoint order or start position number</source>
        <translation>Ordre du point de contrôle ou numéro de la position de départ</translation>
    </message>
    <message>
        <source>Number:</source>
        <translation>Numéro :</translation>
    </message>
    <message>
        <source>number</source>
        <translation>numéro</translation>
    </message>
    <message>
        <source>&lt;b&gt;Course&lt;/b&gt;</source>
        <translation>&lt;b&gt;Parcours&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Author:</source>
        <translation>Auteur :</translation>
    </message>
    <message>
        <source>Nothing selected. Use the Select tool to pick squares or walls.</source>
        <translation>Rien n'est sélectionné. Utilisez l'outil Sélectionner pour choisir des cases ou des murs.</translation>
    </message>
    <message>
        <source>%1 x %2 squares selected, without elements.</source>
        <translation>%1 x %2 cases sélectionnées, sans éléments.</translation>
    </message>
    <message numerus="yes">
        <source>%n element(s) selected</source>
        <translation><numerusform>%n élément sélectionné</numerusform><numerusform>%n éléments sélectionnés</numerusform></translation>
    </message>
</context>
<context>
    <name>RectFillTool</name>
    <message>
        <source>Rectangle fill</source>
        <translation>Remplissage rectangulaire</translation>
    </message>
    <message>
        <source>Drag a rectangle to fill it with the palette's element (Ctrl+Shift+R)</source>
        <translation>Faites glisser un rectangle pour le remplir avec l'élément de la palette (Ctrl+Maj+R)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rectangle fill&lt;/b&gt;&lt;p&gt;Drag from one corner to the other; on release every square of the rectangle gets the floor or device chosen in the palette. Esc cancels.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Remplissage rectangulaire&lt;/b&gt;&lt;p&gt;Faites glisser d'un coin à l'autre ; au relâchement, chaque case du rectangle reçoit le sol ou le dispositif choisi dans la palette. Échap annule.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>RemoveBoardCommand</name>
    <message>
        <source>Remove board %1</source>
        <translation>Retirer le plateau %1</translation>
    </message>
</context>
<context>
    <name>RemoveEdgeFeaturesCommand</name>
    <message numerus="yes">
        <source>Remove %n edge feature(s)</source>
        <translation><numerusform>Retirer %n élément de bord</numerusform><numerusform>Retirer %n éléments de bord</numerusform></translation>
    </message>
</context>
<context>
    <name>RemoveMarkersCommand</name>
    <message numerus="yes">
        <source>Remove %n marker(s)</source>
        <translation><numerusform>Retirer %n marqueur</numerusform><numerusform>Retirer %n marqueurs</numerusform></translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <source>Select</source>
        <translation>Sélectionner</translation>
    </message>
    <message>
        <source>Select squares and move them; click a border to select its walls (S)</source>
        <translation>Sélectionner des cases et les déplacer ; cliquez sur un bord pour sélectionner ses murs (S)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Select&lt;/b&gt;&lt;p&gt;Drag a rectangle to select squares with everything on them; the properties panel then edits the selected elements. Click near a square border to select the walls and edge features on it. Drag inside the selection to move its content. The Edit menu copies, cuts, pastes, rotates and mirrors the selection. Esc cancels a drag.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Sélectionner&lt;/b&gt;&lt;p&gt;Faites glisser un rectangle pour sélectionner des cases avec tout leur contenu ; le panneau des propriétés modifie alors les éléments sélectionnés. Cliquez près du bord d'une case pour sélectionner ses murs et éléments de bord. Faites glisser à l'intérieur de la sélection pour déplacer son contenu. Le menu Édition copie, coupe, colle, tourne et reflète la sélection. Échap annule un glisser.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SetDeviceCommand</name>
    <message>
        <source>Remove devices</source>
        <translation>Retirer les dispositifs</translation>
    </message>
    <message numerus="yes">
        <source>Place %n device(s)</source>
        <translation><numerusform>Poser %n dispositif</numerusform><numerusform>Poser %n dispositifs</numerusform></translation>
    </message>
</context>
<context>
    <name>SetFloorCommand</name>
    <message numerus="yes">
        <source>Paint %n floor square(s)</source>
        <translation><numerusform>Peindre %n case de sol</numerusform><numerusform>Peindre %n cases de sol</numerusform></translation>
    </message>
</context>
<context>
    <name>SetLevelCommand</name>
    <message numerus="yes">
        <source>Raise %n square(s)</source>
        <translation><numerusform>Surélever %n case</numerusform><numerusform>Surélever %n cases</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Lower %n square(s)</source>
        <translation><numerusform>Abaisser %n case</numerusform><numerusform>Abaisser %n cases</numerusform></translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>The floor layer is locked</source>
        <translation>Le calque du sol est verrouillé</translation>
    </message>
    <message>
        <source>The devices layer is locked</source>
        <translation>Le calque des dispositifs est verrouillé</translation>
    </message>
    <message>
        <source>Choose a floor or device in the palette to fill with</source>
        <translation>Choisissez un sol ou un dispositif dans la palette pour remplir</translation>
    </message>
</context>
<context>
    <name>TransformSelectionCommand</name>
    <message>
        <source>Mirror selection</source>
        <translation>Refléter la sélection</translation>
    </message>
    <message>
        <source>Rotate selection</source>
        <translation>Tourner la sélection</translation>
    </message>
    <message>
        <source>Move selection</source>
        <translation>Déplacer la sélection</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <source>&lt;b&gt;Validation&lt;/b&gt;&lt;p&gt;Problems the validator finds in the course, updated as you edit. Click a row to select and show its square or border.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Validation&lt;/b&gt;&lt;p&gt;Les problèmes que le validateur trouve dans le parcours, mis à jour pendant l'édition. Cliquez sur une ligne pour sélectionner et afficher sa case ou son bord.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Board and scenario editor for RoboRally-style factory race games</source>
        <translation>Éditeur de plateaux et de scénarios pour les jeux de course en usine dans le style de RoboRally</translation>
    </message>
    <message>
        <source>User interface language (en, es, fr, de).</source>
        <translation>Langue de l'interface (en, es, fr, de).</translation>
    </message>
    <message>
        <source>Boards, courses or scenarios to open.</source>
        <translation>Plateaux, parcours ou scénarios à ouvrir.</translation>
    </message>
</context>
</TS>
