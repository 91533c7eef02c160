<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Setup</source>
        <translation type="obsolete">Einrichtung</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="obsolete">%1 → %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="obsolete">%1: %2</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation type="obsolete">ausgeschieden</translation>
    </message>
    <message>
        <source>destroyed (%1)</source>
        <translation type="obsolete">zerstört (%1)</translation>
    </message>
    <message>
        <source>in play</source>
        <translation type="obsolete">im Spiel</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>what an expectation is about, and when</comment>
        <translation type="obsolete">%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a value under a ruling</comment>
        <translation type="obsolete">%1 (%2)</translation>
    </message>
</context>
<context>
    <name>AddBoardCommand</name>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="16"/>
        <source>board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="22"/>
        <source>Add board %1</source>
        <translation>Spielplan %1 hinzufügen</translation>
    </message>
</context>
<context>
    <name>AddEdgeFeaturesCommand</name>
    <message>
        <location filename="../editor/commands/elementcommands.cpp" line="26"/>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/commands/elementcommands.cpp" line="27"/>
        <source>Add %1 on %n edge(s)</source>
        <translation>
            <numerusform>%1 an %n Kante hinzufügen</numerusform>
            <numerusform>%1 an %n Kanten hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/commands/elementcommands.cpp" line="24"/>
        <source>Add %n edge feature(s)</source>
        <translation>
            <numerusform>%n Kantenelement hinzufügen</numerusform>
            <numerusform>%n Kantenelemente hinzufügen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AddMarkerCommand</name>
    <message>
        <location filename="../editor/commands/elementcommands.cpp" line="69"/>
        <source>Add checkpoint</source>
        <translation>Kontrollpunkt hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/commands/elementcommands.cpp" line="69"/>
        <source>Add start</source>
        <translation>Startposition hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/commands/elementcommands.cpp" line="69"/>
        <source>Add dock</source>
        <translation>Andockbucht hinzufügen</translation>
    </message>
</context>
<context>
    <name>BeltPathCommand</name>
    <message>
        <location filename="../editor/commands/cellcommands.cpp" line="135"/>
        <source>Lay express belt</source>
        <translation>Expressförderband legen</translation>
    </message>
    <message>
        <location filename="../editor/commands/cellcommands.cpp" line="135"/>
        <source>Lay belt</source>
        <translation>Förderband legen</translation>
    </message>
</context>
<context>
    <name>ChangeElementsCommand</name>
    <message>
        <location filename="../editor/commands/elementcommands.cpp" line="95"/>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
</context>
<context>
    <name>ChangeInfoCommand</name>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="72"/>
        <source>Change course details</source>
        <translation>Kursangaben ändern</translation>
    </message>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="72"/>
        <source>Change board details</source>
        <translation>Spielplanangaben ändern</translation>
    </message>
</context>
<context>
    <name>DecisionChoices</name>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="18"/>
        <location filename="../core/game/decisionuse.cpp" line="27"/>
        <source>use %1</source>
        <translation>%1 nutzen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="20"/>
        <source>discard %1 to cancel a damage point</source>
        <translation>%1 abwerfen, um einen Schadenspunkt abzuwenden</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="22"/>
        <source>scrap %1 at the chop shop and draw another option</source>
        <translation>%1 in der Werkstatt verschrotten und eine andere Option ziehen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="24"/>
        <source>reload %1 at the chop shop</source>
        <translation>%1 in der Werkstatt nachladen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="25"/>
        <source>draw an option card</source>
        <translation>eine Optionskarte ziehen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="26"/>
        <source>lose %1</source>
        <translation>%1 verlieren</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/decisionuse.cpp" line="28"/>
        <source>buy %1 (%n energy)</source>
        <translation>
            <numerusform>%1 kaufen (%n Energie)</numerusform>
            <numerusform>%1 kaufen (%n Energie)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/decisionuse.cpp" line="29"/>
        <source>buy %1 (%n energy) in place of %2</source>
        <translation>
            <numerusform>%1 kaufen (%n Energie) anstelle von %2</numerusform>
            <numerusform>%1 kaufen (%n Energie) anstelle von %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="31"/>
        <source>take %1 instead</source>
        <translation>stattdessen %1 nehmen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="33"/>
        <source>play %1 as %2</source>
        <translation>%1 als %2 spielen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="34"/>
        <source>lay %1 on %2</source>
        <translation>%1 auf %2 legen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="35"/>
        <source>shut down for this round</source>
        <translation>für diese Runde abschalten</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="37"/>
        <source>choose the facing at re-entry</source>
        <translation>Richtung beim Wiedereinsetzen wählen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="38"/>
        <source>Haywire: turn %1</source>
        <translation>Haywire: nach %1 drehen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="40"/>
        <source>Haywire: face %1, then move 1</source>
        <translation>Haywire: nach %1 ausrichten, dann 1 vorwärts</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="42"/>
        <source>Haywire: pay %1 energy, move 2 squares per energy</source>
        <translation>Haywire: %1 Energie zahlen, 2 Felder je Energie vorwärts</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="43"/>
        <source>Haywire: move 2 squares %1</source>
        <translation>Haywire: 2 Felder nach %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="45"/>
        <source>Haywire: remove %1 of the discard pile from the game</source>
        <translation>Haywire: %1 aus dem Ablagestapel aus dem Spiel nehmen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="47"/>
        <source>Haywire: resolve card %1 drawn first</source>
        <translation>Haywire: die %1. gezogene Karte zuerst ausführen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="49"/>
        <source>draw the top upgrade into the collection (1 energy)</source>
        <translation>das oberste Upgrade in die Sammlung ziehen (1 Energie)</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/decisionuse.cpp" line="50"/>
        <source>install %1 (%n energy)</source>
        <translation>
            <numerusform>%1 installieren (%n Energie)</numerusform>
            <numerusform>%1 installieren (%n Energie)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="51"/>
        <source>uninstall %1</source>
        <translation>%1 deinstallieren</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="53"/>
        <source>Haywire: install %1 without paying</source>
        <translation>Haywire: %1 kostenlos installieren</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <location filename="../core/validate/codes.h" line="68"/>
        <source>Portal of colour &quot;%1&quot; has no partner</source>
        <translation>Das Portal der Farbe „%1“ hat keinen Partner</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="70"/>
        <source>%2 portals share colour &quot;%1&quot;; a portal needs exactly one partner</source>
        <translation>%2 Portale teilen die Farbe „%1“; ein Portal braucht genau einen Partner</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="72"/>
        <source>Checkpoint %1 lies on a %2</source>
        <translation>Kontrollpunkt %1 liegt auf: %2</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="74"/>
        <source>Start position %1 lies on a %2</source>
        <translation>Startposition %1 liegt auf: %2</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="76"/>
        <source>Checkpoint number %1 is used more than once</source>
        <translation>Die Kontrollpunktnummer %1 wird mehrfach verwendet</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="78"/>
        <source>%1 is active in no register</source>
        <translation>%1 ist in keinem Register aktiv</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="80"/>
        <source>Laser has %1 beams; it must have 1 to 3</source>
        <translation>Der Laser hat %1 Strahlen; erlaubt sind 1 bis 3</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="82"/>
        <source>Ramp climbing %1 does not lead from the lower level to an upper-level square</source>
        <translation>Die nach %1 steigende Rampe führt nicht von der unteren Ebene auf ein Feld der oberen Ebene</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="84"/>
        <source>%1 lies outside the grid</source>
        <translation>%1 liegt außerhalb des Rasters</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="86"/>
        <source>Boards %1 and %2 overlap</source>
        <translation>Die Spielpläne %1 und %2 überlappen sich</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="88"/>
        <source>Board %1 has a negative offset</source>
        <translation>Spielplan %1 hat einen negativen Versatz</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="90"/>
        <source>The course is %1 x %2 squares; at most %3 per side</source>
        <translation>Der Kurs ist %1 x %2 Felder groß; erlaubt sind höchstens %3 pro Seite</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="92"/>
        <source>Reboot token lies on a %1: rebooting robots would be destroyed again at once</source>
        <translation>Die Neustartmarke liegt auf: %1; neu startende Roboter würden sofort wieder zerstört</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="94"/>
        <source>Reboot token pushes robots %1 to their destruction: a robot pushed off it reboots onto it again</source>
        <translation>Die Neustartmarke schiebt Roboter nach %1 in die Zerstörung: ein weggeschobener Roboter startet wieder auf ihr neu</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="96"/>
        <source>%1 does not exist in this edition: a scenario played in it is refused</source>
        <translation>%1 gibt es in dieser Ausgabe nicht: Ein Szenario, das in ihr gespielt wird, wird abgelehnt</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="98"/>
        <source>Belt carries robots %1 into a wall</source>
        <translation>Das Förderband trägt Roboter nach %1 gegen eine Wand</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="100"/>
        <source>Belt carries robots %1 off the board</source>
        <translation>Das Förderband trägt Roboter nach %1 vom Spielplan</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="102"/>
        <source>Checkpoint %2 follows a gap: expected checkpoint %1</source>
        <translation>Kontrollpunkt %2 folgt auf eine Lücke: Kontrollpunkt %1 erwartet</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/validate/codes.h" line="104"/>
        <source>%n start position(s); at least 2 are needed</source>
        <translation>
            <numerusform>%n Startposition; mindestens 2 werden benötigt</numerusform>
            <numerusform>%n Startpositionen; mindestens 2 werden benötigt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="106"/>
        <source>Checkpoint %1 cannot be reached from any start position</source>
        <translation>Kontrollpunkt %1 ist von keiner Startposition aus erreichbar</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="108"/>
        <source>Laser firing %1 is stopped at once by a wall, crate or antenna</source>
        <translation>Der nach %1 schießende Laser wird sofort von einer Wand, Kiste oder Antenne gestoppt</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="110"/>
        <source>Laser firing %1 fires off the board</source>
        <translation>Der nach %1 schießende Laser schießt vom Spielplan</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="112"/>
        <source>Laser firing %1 has no wall behind it; robots can cross its edge</source>
        <translation>Der nach %1 schießende Laser hat keine Wand hinter sich; Roboter können seine Kante überqueren</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="114"/>
        <source>Pusher pushing %1 pushes towards a square off the board and acts on nothing</source>
        <translation>Der nach %1 schiebende Schieber schiebt auf ein Feld außerhalb des Spielplans und wirkt auf nichts</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="116"/>
        <source>Pusher pushing %1 pushes into a wall, ledge, crate or antenna and never moves a robot</source>
        <translation>Der nach %1 schiebende Schieber schiebt gegen eine Wand, Kante, Kiste oder Antenne und bewegt nie einen Roboter</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/validate/codes.h" line="118"/>
        <source>Raised area of %n square(s) cannot be reached from any start position (no ramp, portal or teleporter onto it)</source>
        <translation>
            <numerusform>Eine erhöhte Fläche aus %n Feld ist von keiner Startposition aus erreichbar (keine Rampe, kein Portal und kein Teleporter führt hinauf)</numerusform>
            <numerusform>Eine erhöhte Fläche aus %n Feldern ist von keiner Startposition aus erreichbar (keine Rampe, kein Portal und kein Teleporter führt hinauf)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/validate/codes.h" line="120"/>
        <source>Repair site (%n wrench(es)) cannot be reached from any start position</source>
        <translation>
            <numerusform>Reparaturfeld (%n Schraubenschlüssel) ist von keiner Startposition aus erreichbar</numerusform>
            <numerusform>Reparaturfeld (%n Schraubenschlüssel) ist von keiner Startposition aus erreichbar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="122"/>
        <source>Start position %1 faces %2, off the board: a robot&apos;s first move leaves it</source>
        <translation>Startposition %1 blickt nach %2, über den Spielplanrand hinaus: mit der ersten Bewegung fährt ein Roboter hinunter</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="124"/>
        <source>Checkpoint %1 lies on a belt that carries robots %2 to their destruction</source>
        <translation>Kontrollpunkt %1 liegt auf einem Förderband, das Roboter nach %2 in die Zerstörung trägt</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="126"/>
        <source>Reboot token pushes a line of %2 robots %1 and the last to its destruction: it reboots onto the token and pushes again</source>
        <translation>Die Neustartmarke schiebt eine Reihe von %2 Robotern nach %1 und den letzten in die Zerstörung: er startet auf der Marke neu und schiebt erneut</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="128"/>
        <source>%1 does nothing in this edition</source>
        <translation>%1 bewirkt in dieser Ausgabe nichts</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="130"/>
        <source>The course has no priority antenna: robots play their cards in the order the scenario lists them</source>
        <translation>Der Kurs hat keine Prioritätsantenne: Die Roboter spielen ihre Karten in der Reihenfolge, in der das Szenario sie aufführt</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="132"/>
        <source>Board %1 (%2) has no reboot token: a robot rebooting from it re-enters at its start position</source>
        <translation>Spielplan %1 (%2) hat keine Neustartmarke: Ein Roboter, der von dort neu startet, kommt an seiner Startposition wieder ins Spiel</translation>
    </message>
</context>
<context>
    <name>Elements</name>
    <message>
        <location filename="../core/words/elementnames.cpp" line="69"/>
        <location filename="../editor/models/paletteentry.cpp" line="146"/>
        <source>Floor</source>
        <translation>Boden</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="70"/>
        <source>Pit</source>
        <translation>Grube</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="71"/>
        <source>Drain</source>
        <translation>Abfluss</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="72"/>
        <source>Oil</source>
        <translation>Öl</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="73"/>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="74"/>
        <source>Acid</source>
        <translation>Säure</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="75"/>
        <source>Fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="76"/>
        <source>Radiation</source>
        <translation>Strahlung</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="77"/>
        <source>Radioactive waste</source>
        <translation>Radioaktiver Abfall</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="85"/>
        <source>No device</source>
        <translation>Kein Element</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="86"/>
        <location filename="../editor/models/paletteentry.cpp" line="111"/>
        <source>Conveyor belt</source>
        <translation>Förderband</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="57"/>
        <source>lower</source>
        <comment>How element names stand inside a sentence (&quot;Place ramp&quot;): &quot;lower&quot; starts them with a small letter, &quot;keep&quot; leaves them as listed (German nouns). Translate with one of these two words.</comment>
        <translation>keep</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="87"/>
        <source>Gear</source>
        <translation>Zahnrad</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="88"/>
        <source>Repair site</source>
        <translation>Reparaturfeld</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="89"/>
        <source>Chop shop</source>
        <translation>Werkstatt</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="90"/>
        <source>Randomizer</source>
        <translation>Zufallsfeld</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="91"/>
        <source>Teleporter</source>
        <translation>Teleporter</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="92"/>
        <source>Portal</source>
        <translation>Portal</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="93"/>
        <source>Ramp</source>
        <translation>Rampe</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="94"/>
        <source>Energy space</source>
        <translation>Energiefeld</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="95"/>
        <source>Crusher</source>
        <translation>Presse</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="96"/>
        <source>Flamer</source>
        <translation>Flammenwerfer</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="97"/>
        <source>Trap door</source>
        <translation>Falltür</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="98"/>
        <source>Crate</source>
        <translation>Kiste</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="99"/>
        <source>Priority antenna</source>
        <translation>Prioritätsantenne</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="100"/>
        <source>Reboot token</source>
        <translation>Neustartmarke</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="101"/>
        <source>Battery</source>
        <translation>Batterie</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="109"/>
        <source>Wall</source>
        <translation>Wand</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="110"/>
        <source>One-way wall</source>
        <translation>Einbahnwand</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="111"/>
        <source>Ledge</source>
        <translation>Kante</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="112"/>
        <source>No ledge</source>
        <translation>Keine Kante</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="113"/>
        <source>Laser</source>
        <translation>Laser</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="114"/>
        <source>Pusher</source>
        <translation>Schieber</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="115"/>
        <source>Repulsor field</source>
        <translation>Abstoßungsfeld</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="123"/>
        <source>Checkpoint</source>
        <translation>Kontrollpunkt</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="124"/>
        <source>Start position</source>
        <translation>Startposition</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="125"/>
        <source>Docking bay</source>
        <translation>Andockbucht</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="133"/>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="134"/>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="135"/>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="136"/>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="145"/>
        <location filename="../editor/models/paletteentry.cpp" line="111"/>
        <source>Express belt</source>
        <translation>Expressförderband</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="147"/>
        <location filename="../editor/models/paletteentry.cpp" line="113"/>
        <source>Gear (clockwise)</source>
        <translation>Zahnrad (im Uhrzeigersinn)</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="147"/>
        <location filename="../editor/models/paletteentry.cpp" line="113"/>
        <source>Gear (counterclockwise)</source>
        <translation>Zahnrad (gegen den Uhrzeigersinn)</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/words/elementnames.cpp" line="149"/>
        <source>Repair site (%n wrench(es))</source>
        <translation>
            <numerusform>Reparaturfeld (%n Schraubenschlüssel)</numerusform>
            <numerusform>Reparaturfeld (%n Schraubenschlüssel)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="153"/>
        <location filename="../core/words/elementnames.cpp" line="163"/>
        <source>%1 facing %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/words/elementnames.cpp" line="161"/>
        <source>Laser (%n beam(s))</source>
        <translation>
            <numerusform>Laser (%n Strahl)</numerusform>
            <numerusform>Laser (%n Strahlen)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="171"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="124"/>
        <source>%1: paint it on squares</source>
        <translation>%1: auf Felder malen</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="125"/>
        <source>%1: place it on squares (R rotates)</source>
        <translation>%1: auf Felder setzen (R dreht)</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="126"/>
        <source>%1: click or drag along square borders</source>
        <translation>%1: entlang der Feldränder klicken oder ziehen</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="127"/>
        <source>%1: click a square to place it</source>
        <translation>%1: zum Platzieren auf ein Feld klicken</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="147"/>
        <source>Belts</source>
        <translation>Förderbänder</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="148"/>
        <source>Rotators</source>
        <translation>Drehelemente</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="149"/>
        <source>Hazards</source>
        <translation>Gefahren</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="150"/>
        <source>Timed</source>
        <translation>Zeitgesteuert</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="151"/>
        <source>Markers</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="152"/>
        <source>Walls</source>
        <translation>Wände</translation>
    </message>
</context>
<context>
    <name>EraseCommand</name>
    <message>
        <location filename="../editor/commands/cellcommands.cpp" line="103"/>
        <source>Erase</source>
        <translation>Radieren</translation>
    </message>
</context>
<context>
    <name>Expectations</name>
    <message>
        <location filename="../core/sim/expectations.cpp" line="30"/>
        <source>not reached (game over or play stopped earlier)</source>
        <translation>nicht erreicht (Spiel vorbei oder vorher angehalten)</translation>
    </message>
    <message>
        <location filename="../core/sim/expectations.cpp" line="31"/>
        <source>present</source>
        <translation>vorhanden</translation>
    </message>
    <message>
        <location filename="../core/sim/expectations.cpp" line="31"/>
        <source>no such robot</source>
        <translation>kein solcher Roboter</translation>
    </message>
    <message>
        <location filename="../core/sim/expectations.cpp" line="32"/>
        <source>%1 not held</source>
        <translation>%1 nicht im Besitz</translation>
    </message>
    <message>
        <location filename="../core/sim/expectations.cpp" line="33"/>
        <source>not part of the %1 rules</source>
        <translation>nicht Teil der Regeln „%1“</translation>
    </message>
    <message>
        <source>turn %1 register %2</source>
        <translation type="vanished">Runde %1, Register %2</translation>
    </message>
    <message>
        <source>end of turn %1</source>
        <translation type="vanished">Ende von Runde %1</translation>
    </message>
</context>
<context>
    <name>GenerateErrors</name>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="15"/>
        <source>%n player(s) asked for; a course is generated for %1 to %2.</source>
        <translation>
            <numerusform>%n Spieler gewünscht; Kurse werden für %1 bis %2 erzeugt.</numerusform>
            <numerusform>%n Spieler gewünscht; Kurse werden für %1 bis %2 erzeugt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="16"/>
        <source>%n board(s) asked for; a course has %1 to %2.</source>
        <translation>
            <numerusform>%n Spielplan gewünscht; ein Kurs hat %1 bis %2.</numerusform>
            <numerusform>%n Spielpläne gewünscht; ein Kurs hat %1 bis %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="17"/>
        <source>%n checkpoint(s) asked for; a course has %1 to %2.</source>
        <translation>
            <numerusform>%n Kontrollpunkt gewünscht; ein Kurs hat %1 bis %2.</numerusform>
            <numerusform>%n Kontrollpunkte gewünscht; ein Kurs hat %1 bis %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="18"/>
        <source>A target of %n turn(s) is out of reach; choose %1 to %2.</source>
        <translation>
            <numerusform>Ein Ziel von %n Runde ist nicht erreichbar; wählen Sie %1 bis %2.</numerusform>
            <numerusform>Ein Ziel von %n Runden ist nicht erreichbar; wählen Sie %1 bis %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="19"/>
        <source>%n result(s) asked for; choose %1 to %2.</source>
        <translation>
            <numerusform>%n Ergebnis gewünscht; wählen Sie %1 bis %2.</numerusform>
            <numerusform>%n Ergebnisse gewünscht; wählen Sie %1 bis %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/analysis/generateerror.cpp" line="20"/>
        <source>A ceiling of %1 % of the robots lost on one leg is out of range; choose %2 to %3 %.</source>
        <translation>Eine Obergrenze von %1 % verlorener Roboter auf einem Abschnitt liegt außerhalb des Bereichs; %2 bis %3 % wählen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="21"/>
        <source>The course needs %1 different boards, but the library has %n board(s). Add a folder of boards.</source>
        <translation>
            <numerusform>Der Kurs braucht %1 verschiedene Spielpläne, die Bibliothek hat aber %n Spielplan. Fügen Sie einen Ordner mit Spielplänen hinzu.</numerusform>
            <numerusform>Der Kurs braucht %1 verschiedene Spielpläne, die Bibliothek hat aber %n Spielpläne. Fügen Sie einen Ordner mit Spielplänen hinzu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="22"/>
        <source>No board of the library has start markers for %n robot(s).</source>
        <translation>
            <numerusform>Kein Spielplan der Bibliothek hat Startfelder für %n Roboter.</numerusform>
            <numerusform>Kein Spielplan der Bibliothek hat Startfelder für %n Roboter.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/analysis/generateerror.cpp" line="23"/>
        <source>The rules cannot be played: %1</source>
        <translation>Die Regeln können nicht gespielt werden: %1</translation>
    </message>
    <message>
        <location filename="../core/analysis/generateerror.cpp" line="24"/>
        <source>No arrangement of the library&apos;s boards made a valid course. Try other boards, fewer checkpoints or another seed.</source>
        <translation>Keine Anordnung der Spielpläne der Bibliothek ergab einen gültigen Kurs. Versuchen Sie andere Spielpläne, weniger Kontrollpunkte oder einen anderen Startwert.</translation>
    </message>
</context>
<context>
    <name>MeasuredFigures</name>
    <message numerus="yes">
        <location filename="../core/words/measurewords.cpp" line="27"/>
        <source>most games have no winner within %n turn(s)</source>
        <translation>
            <numerusform>die meisten Spiele haben binnen %n Runde keinen Sieger</numerusform>
            <numerusform>die meisten Spiele haben binnen %n Runden keinen Sieger</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="31"/>
        <source>median %1 turns (%2 to over %3)</source>
        <translation>Median %1 Runden (%2 bis über %3)</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="33"/>
        <source>median %1 turns (%2 to %3)</source>
        <translation>Median %1 Runden (%2 bis %3)</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="40"/>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="41"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="46"/>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="58"/>
        <source>Gentle</source>
        <translation>Sanft</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="59"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="62"/>
        <source>Brutal</source>
        <translation>Brutal</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="75"/>
        <source>%1; %2 of the robots finish; %3 deaths per robot-turn; hardest leg %4 (%5 destroyed on it)</source>
        <translation>%1; %2 der Roboter kommen ins Ziel; %3 Zerstörungen pro Roboter-Runde; schwerster Abschnitt %4 (%5 dort zerstört)</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="85"/>
        <source>novice planning robots</source>
        <translation>planende Anfänger-Roboter</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="86"/>
        <source>expert planning robots</source>
        <translation>planende Experten-Roboter</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="89"/>
        <source>robots with random programs</source>
        <translation>Roboter mit zufälligen Programmen</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="96"/>
        <source>raised squares</source>
        <translation>erhöhte Felder</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/words/measurewords.cpp" line="119"/>
        <source>%1: %n more</source>
        <translation>
            <numerusform>%1: %n mehr</numerusform>
            <numerusform>%1: %n mehr</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/words/measurewords.cpp" line="121"/>
        <source>%1: %n fewer</source>
        <translation>
            <numerusform>%1: %n weniger</numerusform>
            <numerusform>%1: %n weniger</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PasteCommand</name>
    <message>
        <location filename="../editor/commands/selectioncommands.cpp" line="45"/>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
</context>
<context>
    <name>PlaceBoardCommand</name>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="44"/>
        <source>Rotate board %1</source>
        <translation>Spielplan %1 drehen</translation>
    </message>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="44"/>
        <source>Move board %1</source>
        <translation>Spielplan %1 verschieben</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="103"/>
        <source>Direction:</source>
        <translation>Richtung:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="104"/>
        <source>Direction the element faces, carries, fires or pushes</source>
        <translation>Richtung, in die das Element zeigt, trägt, schießt oder schiebt</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="105"/>
        <source>direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="106"/>
        <source>Express</source>
        <translation>Express</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="107"/>
        <source>Express belts move robots in both belt steps of a register</source>
        <translation>Expressbänder bewegen Roboter in beiden Förderbandschritten eines Registers</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="108"/>
        <source>express</source>
        <translation>Express</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="111"/>
        <source>Clockwise</source>
        <translation>Im Uhrzeigersinn</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="112"/>
        <source>Gears turn robots clockwise (right) or counterclockwise (left)</source>
        <translation>Zahnräder drehen Roboter im Uhrzeigersinn (rechts) oder dagegen (links)</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="113"/>
        <source>gear sense</source>
        <translation>Drehsinn</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="116"/>
        <source>Wrenches:</source>
        <translation>Schraubenschlüssel:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="117"/>
        <source>Wrenches on a repair site: 2 also gives an option card</source>
        <translation>Schraubenschlüssel auf einem Reparaturfeld: 2 gibt zusätzlich eine Optionskarte</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="118"/>
        <source>wrenches</source>
        <translation>Schraubenschlüssel</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="121"/>
        <source>Colour:</source>
        <translation>Farbe:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="122"/>
        <source>Portals of the same colour are partners</source>
        <translation>Portale gleicher Farbe sind Partner</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="123"/>
        <source>portal colour</source>
        <translation>Portalfarbe</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="126"/>
        <source>Registers:</source>
        <translation>Register:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="127"/>
        <source>Active in register %1</source>
        <translation>Aktiv in Register %1</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="128"/>
        <source>active registers</source>
        <translation>aktive Register</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="130"/>
        <source>Beams:</source>
        <translation>Strahlen:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="131"/>
        <source>Number of laser beams (damage per hit)</source>
        <translation>Anzahl der Laserstrahlen (Schaden pro Treffer)</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="132"/>
        <source>beam count</source>
        <translation>Strahlenzahl</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="135"/>
        <source>Number:</source>
        <translation>Nummer:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="136"/>
        <source>Checkpoint order or start position number</source>
        <translation>Reihenfolge des Kontrollpunkts oder Nummer der Startposition</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="137"/>
        <source>number</source>
        <translation>Nummer</translation>
    </message>
</context>
<context>
    <name>RemoveBoardCommand</name>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="31"/>
        <source>Remove board %1</source>
        <translation>Spielplan %1 entfernen</translation>
    </message>
</context>
<context>
    <name>RemoveEdgeFeaturesCommand</name>
    <message numerus="yes">
        <location filename="../editor/commands/elementcommands.cpp" line="51"/>
        <source>Remove %n edge feature(s)</source>
        <translation>
            <numerusform>%n Kantenelement entfernen</numerusform>
            <numerusform>%n Kantenelemente entfernen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveMarkersCommand</name>
    <message numerus="yes">
        <location filename="../editor/commands/elementcommands.cpp" line="86"/>
        <source>Remove %n marker(s)</source>
        <translation>
            <numerusform>%n Markierung entfernen</numerusform>
            <numerusform>%n Markierungen entfernen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResizeBoardCommand</name>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="56"/>
        <source>Resize board %1 to %2 x %3</source>
        <translation>Größe von Spielplan %1 auf %2 x %3 ändern</translation>
    </message>
</context>
<context>
    <name>RuleNames</name>
    <message>
        <source>Classic (2005)</source>
        <translation type="vanished">Klassisch (2005)</translation>
    </message>
    <message>
        <source>Renegade (2016)</source>
        <translation type="vanished">Renegade (2016)</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="19"/>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="20"/>
        <source>2016 edition</source>
        <translation>Ausgabe 2016</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="21"/>
        <source>2023 edition</source>
        <translation>Ausgabe 2023</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="25"/>
        <source>Belt transfer</source>
        <translation>Bandübergabe</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="26"/>
        <source>Locked registers keep their program</source>
        <translation>Gesperrte Register behalten ihr Programm</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="27"/>
        <source>Repairs as in 2005</source>
        <translation>Reparaturen wie 2005</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="28"/>
        <source>Flag repairs</source>
        <translation>Reparatur an Flaggen</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="29"/>
        <source>Virtual robots</source>
        <translation>Virtuelle Roboter</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="30"/>
        <source>Powered-down robots fire</source>
        <translation>Abgeschaltete Roboter feuern</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="31"/>
        <source>Fire Control as printed</source>
        <translation>Feuerleitung wie gedruckt</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="32"/>
        <source>Superior Archive as in 1994</source>
        <translation>Besseres Archiv wie 1994</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="33"/>
        <source>Ramming Gear per square</source>
        <translation>Rammbock je Feld</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="34"/>
        <source>Laser mods on the rear laser</source>
        <translation>Lasermodifikationen am Hecklaser</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="35"/>
        <source>Unsold shop cards back to the deck</source>
        <translation>Unverkaufte Ladenkarten zurück in den Stapel</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="36"/>
        <source>Used temporary upgrades discarded</source>
        <translation>Benutzte temporäre Upgrades abgelegt</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="37"/>
        <source>Hit upgrades on the main laser only</source>
        <translation>Treffer-Upgrades nur am Hauptlaser</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="38"/>
        <source>Push effects on the touched robot only</source>
        <translation>Schubeffekte nur am berührten Roboter</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="39"/>
        <source>Needler needs a SPAM</source>
        <translation>Needler braucht ein SPAM</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="40"/>
        <source>Scrambler before register 5</source>
        <translation>Scrambler vor Register 5</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="41"/>
        <source>Crab Legs sidestep only</source>
        <translation>Krabbenbeine nur seitwärts</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="42"/>
        <source>Virus reaches a square</source>
        <translation>Virus erreicht ein Quadrat</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="43"/>
        <source>Damage cards act when programmed</source>
        <translation>Schadenskarten wirken beim Programmieren</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="44"/>
        <source>No card after a damage card</source>
        <translation>Keine Karte nach einer Schadenskarte</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="45"/>
        <source>Elements under checkpoints act</source>
        <translation>Elemente unter Checkpoints wirken</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="46"/>
        <source>Rebooting keeps the cards</source>
        <translation>Neustart behält die Karten</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="47"/>
        <source>Shut-down robots do not fire</source>
        <translation>Abgeschaltete Roboter feuern nicht</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="48"/>
        <source>Shutdown clears the draw pile too</source>
        <translation>Abschalten leert auch den Nachziehstapel</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="49"/>
        <source>Again after damage draws a card</source>
        <translation>Wiederholen nach Schaden zieht eine Karte</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="50"/>
        <source>A Lighter Game</source>
        <translation>Ein leichteres Spiel</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="51"/>
        <source>A Less Deadly Game</source>
        <translation>Ein weniger tödliches Spiel</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="52"/>
        <source>A Less SPAM-y Game</source>
        <translation>Ein Spiel mit weniger SPAM</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="53"/>
        <source>Dynamic Archiving</source>
        <translation>Dynamisches Archivieren</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="54"/>
        <source>A More Deadly Game</source>
        <translation>Ein tödlicheres Spiel</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="55"/>
        <source>Modular Chassis: permanent only</source>
        <translation>Modulares Chassis: nur permanente</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <location filename="../core/rules/options.cpp" line="41"/>
        <source>An express robot carried onto a normal belt moves again in substep 2.</source>
        <translation>Ein Roboter, den ein Expressförderband auf ein normales Förderband befördert, bewegt sich in Teilschritt 2 erneut.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="42"/>
        <source>A register that locks while powered down keeps the last program instead of a random card.</source>
        <translation>Ein Register, das im abgeschalteten Zustand gesperrt wird, behält das letzte Programm statt einer zufälligen Karte.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="43"/>
        <source>A double-wrench site repairs 1 damage and gives an option card.</source>
        <translation>Ein Reparaturfeld mit zwei Schraubenschlüsseln repariert 1 Schaden und gibt eine Optionskarte.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="44"/>
        <source>Flags repair 1 damage at the end of the turn.</source>
        <translation>Kontrollpunkte reparieren am Rundenende 1 Schaden.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="45"/>
        <source>Robots sharing a square are virtual until they end a register alone.</source>
        <translation>Roboter, die sich ein Feld teilen, sind virtuell, bis sie ein Register allein beenden.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="46"/>
        <source>Powered-down robots fire their lasers.</source>
        <translation>Abgeschaltete Roboter feuern ihre Laser.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="47"/>
        <source>Fire Control locks the register without damage, as printed on the 2005 card.</source>
        <translation>Feuerleitsystem sperrt das Register ohne Schaden, wie auf der Karte von 2005 gedruckt.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="48"/>
        <source>Superior Archive also acts when it was the option lost at that destruction.</source>
        <translation>Verbessertes Archiv wirkt auch, wenn es die bei dieser Zerstörung verlorene Option war.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="49"/>
        <source>Ramming Gear deals 1 damage for every square it pushes a robot.</source>
        <translation>Rammbock verursacht 1 Schaden für jedes Feld, das er einen Roboter schiebt.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="50"/>
        <source>Main-laser mods act on the Rear-Firing Laser too.</source>
        <translation>Verbesserungen des Hauptlasers wirken auch auf den Hecklaser.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="51"/>
        <source>When nothing was bought, the old shop cards are shuffled back into the upgrade deck.</source>
        <translation>Wurde nichts gekauft, werden die alten Karten des Shops zurück in den Upgradestapel gemischt.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="52"/>
        <source>A used temporary upgrade goes to the upgrade discard pile instead of leaving the game.</source>
        <translation>Ein benutztes temporäres Upgrade kommt auf den Upgrade-Ablagestapel, statt das Spiel zu verlassen.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="53"/>
        <source>Upgrades that change a hit act on the main laser only, not on the Rear Laser.</source>
        <translation>Upgrades, die einen Treffer verändern, wirken nur auf den Hauptlaser, nicht auf den Hecklaser.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="54"/>
        <source>Push effects act only on the robot the mover touches directly, not on the rest of the chain.</source>
        <translation>Schiebe-Effekte wirken nur auf den Roboter, den der schiebende Roboter direkt berührt, nicht auf den Rest der Kette.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="55"/>
        <source>Trojan Needler and Blue Screen of Death act on a push only in place of a SPAM the push deals.</source>
        <translation>Trojaner-Nadler und Bluescreen wirken bei einem Schieben nur anstelle einer SPAM-Karte, die das Schieben austeilt.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="56"/>
        <source>Scrambler acts on a hit in registers 1 to 4, also when the target&apos;s next register is register 5.</source>
        <translation>Störsender wirkt bei einem Treffer in den Registern 1 bis 4, auch wenn das nächste Register des Ziels Register 5 ist.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="57"/>
        <source>Crab Legs moves one square sideways only, as on the 2005 card.</source>
        <translation>Krabbenbeine bewegen nur ein Feld seitwärts, wie auf der Karte von 2005.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="58"/>
        <source>A Virus reaches robots within 6 squares on both axes (a 13 x 13 square).</source>
        <translation>Ein Virus erreicht Roboter, die auf beiden Achsen höchstens 6 Felder entfernt sind (ein Quadrat von 13 x 13).</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="59"/>
        <source>Trojan Horse, Worm and Virus act at the end of the programming phase.</source>
        <translation>Trojaner, Wurm und Virus wirken am Ende der Programmierphase.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="60"/>
        <source>After a Trojan Horse or a Virus the robot plays nothing else in that register.</source>
        <translation>Nach einem Trojaner oder einem Virus spielt der Roboter in diesem Register nichts weiter.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="61"/>
        <source>The belts, gears, push panels and batteries under a checkpoint act; the checkpoint stays put.</source>
        <translation>Förderbänder, Zahnräder, Schieber und Batterien unter einem Checkpoint wirken; der Checkpoint selbst bleibt an seinem Platz.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="62"/>
        <source>A rebooting robot&apos;s register cards stay until the end of the round, and its hand keeps its cards.</source>
        <translation>Die Registerkarten eines neu startenden Roboters bleiben bis zum Ende der Runde liegen, und seine Hand behält ihre Karten.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="63"/>
        <source>A shut-down robot fires no laser or weapon.</source>
        <translation>Ein abgeschalteter Roboter feuert weder Laser noch Waffen.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="64"/>
        <source>Shutting down also clears the damage cards of the draw pile.</source>
        <translation>Das Abschalten entfernt auch die Schadenskarten des Nachziehstapels.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="65"/>
        <source>After a SPAM or a Haywire in the register before, Again plays the top card of the draw pile.</source>
        <translation>Nach einer SPAM- oder Haywire-Karte im vorigen Register spielt Wiederholen die oberste Karte des Nachziehstapels.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="66"/>
        <source>Modular Chassis may take only a permanent upgrade from the robot it pushed.</source>
        <translation>Das Modulare Chassis darf dem geschobenen Roboter nur ein permanentes Upgrade abnehmen.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="67"/>
        <source>A Lighter Game: no upgrades, no upgrade phase and no energy; batteries and Power Up do nothing.</source>
        <translation>Ein leichteres Spiel: keine Upgrades, keine Upgradephase und keine Energie; Batterien und Power Up bewirken nichts.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="68"/>
        <source>A Less Deadly Game: the board edges stop robots as walls do.</source>
        <translation>Ein weniger tödliches Spiel: Die Spielfeldränder halten Roboter auf wie Wände.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="69"/>
        <source>A Less SPAM-y Game: SPAM left in hand at the end of programming goes to the discard pile.</source>
        <translation>Ein Spiel mit weniger SPAM: SPAM, der am Ende der Programmierung auf der Hand bleibt, kommt auf den Ablagestapel.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="70"/>
        <source>Dynamic Archiving: no reboot tokens; a robot ending a register on a checkpoint or a battery archives there and re-enters on its archive.</source>
        <translation>Dynamisches Archivieren: keine Neustartmarker; ein Roboter, der ein Register auf einem Checkpoint oder einer Batterie beendet, archiviert dort und wird auf seinem Archiv wieder eingesetzt.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="71"/>
        <source>A More Deadly Game: a reboot draws 3 damage cards.</source>
        <translation>Ein tödlicheres Spiel: ein Neustart zieht 3 Schadenskarten.</translation>
    </message>
</context>
<context>
    <name>ScenarioErrors</name>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="15"/>
        <source>The ruleset &quot;%1&quot; is not implemented (available: %2).</source>
        <translation>Das Regelwerk „%1“ ist nicht implementiert (verfügbar: %2).</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="16"/>
        <source>There is no rule option &quot;%1&quot;.</source>
        <translation>Es gibt keine Regeloption „%1“.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="17"/>
        <source>The scenario has no course.</source>
        <translation>Das Szenario hat keinen Kurs.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="18"/>
        <source>The course is %1 x %2 squares; at most %3 per side.</source>
        <translation>Der Kurs ist %1 x %2 Felder groß; erlaubt sind höchstens %3 pro Seite.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="19"/>
        <source>Board %1 of the course has a negative offset.</source>
        <translation>Spielplan %1 des Kurses hat einen negativen Versatz.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="20"/>
        <source>Boards %1 and %2 of the course overlap at %3.</source>
        <translation>Die Spielpläne %1 und %2 des Kurses überlappen sich bei %3.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="21"/>
        <source>Robot %1 has no name.</source>
        <translation>Roboter %1 hat keinen Namen.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="22"/>
        <source>Two robots are named %1.</source>
        <translation>Zwei Roboter heißen %1.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="23"/>
        <source>%1 starts at %2, outside the %3 x %4 course.</source>
        <translation>%1 startet auf %2, außerhalb des Kurses (%3 x %4).</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="24"/>
        <source>%1 has its archive at %2, outside the course.</source>
        <translation>%1 hat sein Archiv auf %2, außerhalb des Kurses.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="25"/>
        <source>%1 cannot have %2 damage: damage must be from 0 to 9.</source>
        <translation>%1 kann nicht %2 Schaden haben: der Schaden muss zwischen 0 und 9 liegen.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="26"/>
        <source>%1 cannot have %2 lives: a robot needs at least one life.</source>
        <translation>%1 kann nicht %2 Leben haben: ein Roboter braucht mindestens ein Leben.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="27"/>
        <source>%1, turn %2 register %3: the card &quot;%4&quot; is not part of the %5 rules.</source>
        <translation>%1, Runde %2, Register %3: die Karte „%4“ gehört nicht zum Regelwerk „%5“.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="28"/>
        <source>%1 holds option cards or makes decisions, which the %2 rules do not have.</source>
        <translation>%1 hat Optionskarten oder trifft Entscheidungen, die das Regelwerk „%2“ nicht kennt.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="29"/>
        <source>%1 and %2 both hold the option card &quot;%3&quot; (each card exists once).</source>
        <translation>%1 und %2 haben beide die Optionskarte „%3“ (jede Karte gibt es nur einmal).</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="30"/>
        <source>%1 and %2 start on the same square (only virtual robots may share one).</source>
        <translation>%1 und %2 starten auf demselben Feld (nur virtuelle Roboter dürfen sich eines teilen).</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="31"/>
        <source>A scenario plays at least one turn.</source>
        <translation>Ein Szenario dauert mindestens eine Runde.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="32"/>
        <source>%1, turn %2: Again cannot be in register 1.</source>
        <translation>%1, Runde %2: Wiederholen darf nicht in Register 1 liegen.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="33"/>
        <source>%1 has %2 damage, but its deck, discard pile and program hold %3 SPAM cards.</source>
        <translation>%1 hat %2 Schaden, aber Kartenstapel, Ablagestapel und Programm enthalten %3 SPAM-Karten.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="34"/>
        <source>%1 has a discard pile but no deck: give both.</source>
        <translation>%1 hat einen Ablagestapel, aber keinen Kartenstapel: beide angeben.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="35"/>
        <source>%1 programs %2 &quot;%3&quot; card(s) in turn 1 but owns %4.</source>
        <translation>%1 programmiert in Runde 1 %2 „%3“-Karte(n), besitzt aber %4.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="36"/>
        <source>Upgrades, the shop and damage piles are not part of the %1 rules.</source>
        <translation>Upgrades, der Shop und Schadensstapel gehören nicht zum Regelwerk „%1“.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="37"/>
        <source>The upgrade &quot;%3&quot; is given twice (%1 and %2): each card exists once.</source>
        <translation>Das Upgrade „%3“ ist zweimal angegeben (%1 und %2): jede Karte gibt es nur einmal.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="38"/>
        <source>%1 holds more than %2 permanent or %2 temporary upgrades.</source>
        <translation>%1 hat mehr als %2 permanente oder %2 temporäre Upgrades.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="39"/>
        <source>The shop holds %1 cards but has only %2 slots (one per robot).</source>
        <translation>Der Shop enthält %1 Karten, hat aber nur %2 Plätze (einen pro Roboter).</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="40"/>
        <source>A what-if applies after the first substep or later, in the order of play.</source>
        <translation>Ein Was-wäre-wenn gilt frühestens nach dem ersten Teilschritt, in Spielreihenfolge.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="41"/>
        <source>There is no robot %1.</source>
        <translation>Es gibt keinen Roboter %1.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="42"/>
        <source>%1 cannot move to %2: it is outside the course.</source>
        <translation>%1 kann nicht auf %2 gesetzt werden: das Feld liegt außerhalb des Kurses.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="43"/>
        <source>%1 cannot move to %2: %3 stands there.</source>
        <translation>%1 kann nicht auf %2 gesetzt werden: dort steht %3.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="44"/>
        <source>Registers are numbered 1 to 5.</source>
        <translation>Die Register sind von 1 bis 5 nummeriert.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="45"/>
        <source>The play ends after substep %1, before this edit of %2.</source>
        <translation>Das Spiel endet nach Teilschritt %1, vor dieser Änderung von %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="46"/>
        <source>Comparing needs at least two rulings.</source>
        <translation>Zum Vergleichen sind mindestens zwei Regelauslegungen nötig.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="47"/>
        <source>The number of games must be at least 1.</source>
        <translation>Die Anzahl der Spiele muss mindestens 1 sein.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="48"/>
        <source>The number of turns must be at least 1.</source>
        <translation>Die Anzahl der Runden muss mindestens 1 sein.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="49"/>
        <source>The number of robots per game cannot be negative.</source>
        <translation>Die Anzahl der Roboter pro Spiel darf nicht negativ sein.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="50"/>
        <source>The course has no start markers: robots have nowhere to start.</source>
        <translation>Der Kurs hat keine Startmarkierungen: die Roboter können nirgends starten.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="51"/>
        <source>There is no game %1: the analysis plays games 1 to %2.</source>
        <translation>Es gibt kein Spiel %1: Die Analyse spielt die Spiele 1 bis %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="52"/>
        <source>The course is %1 x %2 squares: the planning robots (novice, expert) plan on at most %3 squares; analyze it with random robots.</source>
        <translation>Der Kurs hat %1 x %2 Felder: Die planenden Roboter (Anfänger, Experte) planen auf höchstens %3 Feldern; analysiere ihn mit zufälligen Robotern.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="53"/>
        <source>%1 owns %4 cards in turn %2, register %3: more than the %5 cards a robot may own; play stops there.</source>
        <translation>%1 besitzt in Runde %2, Register %3, %4 Karten: mehr als die %5 Karten, die ein Roboter besitzen darf; das Spiel endet hier.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="71"/>
        <source>After substep %1: %2</source>
        <translation>Nach Teilschritt %1: %2</translation>
    </message>
</context>
<context>
    <name>SetDeviceCommand</name>
    <message numerus="yes">
        <source>Place %n device(s)</source>
        <translation type="vanished">
            <numerusform>%n Element setzen</numerusform>
            <numerusform>%n Elemente setzen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/commands/cellcommands.cpp" line="55"/>
        <source>Place %1</source>
        <translation>%1 platzieren</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/commands/cellcommands.cpp" line="56"/>
        <source>Place %1 on %n square(s)</source>
        <translation>
            <numerusform>%1 auf %n Feld platzieren</numerusform>
            <numerusform>%1 auf %n Felder platzieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/commands/cellcommands.cpp" line="83"/>
        <source>Remove %n device(s)</source>
        <translation>
            <numerusform>%n Element entfernen</numerusform>
            <numerusform>%n Elemente entfernen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetFloorCommand</name>
    <message numerus="yes">
        <source>Paint %n floor square(s)</source>
        <translation type="vanished">
            <numerusform>%n Bodenfeld malen</numerusform>
            <numerusform>%n Bodenfelder malen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/commands/cellcommands.cpp" line="47"/>
        <source>Paint %1</source>
        <translation>%1 malen</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/commands/cellcommands.cpp" line="48"/>
        <source>Paint %1 on %n square(s)</source>
        <translation>
            <numerusform>%1 auf %n Feld malen</numerusform>
            <numerusform>%1 auf %n Felder malen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetLevelCommand</name>
    <message numerus="yes">
        <location filename="../editor/commands/cellcommands.cpp" line="74"/>
        <source>Raise %n square(s)</source>
        <translation>
            <numerusform>%n Feld anheben</numerusform>
            <numerusform>%n Felder anheben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/commands/cellcommands.cpp" line="74"/>
        <source>Lower %n square(s)</source>
        <translation>
            <numerusform>%n Feld absenken</numerusform>
            <numerusform>%n Felder absenken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StateFields</name>
    <message>
        <location filename="../core/sim/statefields.cpp" line="17"/>
        <source>square</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="18"/>
        <source>facing</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="19"/>
        <source>in play</source>
        <translation>im Spiel</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="20"/>
        <source>destroyed</source>
        <translation>zerstört</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="21"/>
        <source>eliminated</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="22"/>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="23"/>
        <source>lives</source>
        <translation>Leben</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="24"/>
        <source>checkpoints</source>
        <translation>Kontrollpunkte</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="25"/>
        <source>archive marker</source>
        <translation>Archivmarker</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="26"/>
        <source>powered down</source>
        <translation>abgeschaltet</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="27"/>
        <source>powered down next turn</source>
        <translation>nächste Runde abgeschaltet</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="28"/>
        <source>energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="29"/>
        <source>rebooted</source>
        <translation>neu gestartet</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="30"/>
        <source>option cards</source>
        <translation>Optionskarten</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="31"/>
        <source>number of option cards</source>
        <translation>Anzahl der Optionskarten</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="32"/>
        <source>uses left</source>
        <translation>verbleibende Einsätze</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="33"/>
        <source>locked registers</source>
        <translation>gesperrte Register</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="34"/>
        <source>cards to program from next turn</source>
        <translation>Karten zum Programmieren in der nächsten Runde</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="35"/>
        <source>finishing place</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="36"/>
        <source>upgrades</source>
        <translation>Upgrades</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="37"/>
        <source>damage cards taken</source>
        <translation>erhaltene Schadenskarten</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="38"/>
        <source>SPAM cards taken</source>
        <translation>erhaltene SPAM-Karten</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="39"/>
        <source>Trojan Horse cards taken</source>
        <translation>erhaltene Trojaner-Karten</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="40"/>
        <source>Worm cards taken</source>
        <translation>erhaltene Wurm-Karten</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="41"/>
        <source>Virus cards taken</source>
        <translation>erhaltene Virus-Karten</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="42"/>
        <source>program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="43"/>
        <source>hand dealt for programming</source>
        <translation>zum Programmieren gezogene Hand</translation>
    </message>
    <message>
        <source>hand</source>
        <translation type="vanished">Hand</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="44"/>
        <source>top of the draw pile</source>
        <translation>oberste Karte des Nachziehstapels</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="45"/>
        <source>draw pile</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="46"/>
        <source>discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="47"/>
        <source>robot</source>
        <translation>Roboter</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="48"/>
        <source>moment</source>
        <translation>Zeitpunkt</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="49"/>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="50"/>
        <source>shop</source>
        <translation>Laden</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="51"/>
        <source>upgrade discard pile</source>
        <translation>Ablagestapel der Upgrades</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="52"/>
        <source>damage piles</source>
        <translation>Schadensstapel</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="53"/>
        <source>SPAM pile</source>
        <translation>SPAM-Stapel</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="54"/>
        <source>Trojan Horse pile</source>
        <translation>Trojaner-Stapel</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="55"/>
        <source>Worm pile</source>
        <translation>Wurm-Stapel</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="56"/>
        <source>Virus pile</source>
        <translation>Virus-Stapel</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="57"/>
        <source>option discard pile</source>
        <translation>Ablagestapel der Optionskarten</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="58"/>
        <source>energy spaces emptied</source>
        <translation>geleerte Energiefelder</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="59"/>
        <source>face-down Haywires</source>
        <translation>verdeckte Haywire-Karten</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="60"/>
        <source>damage cards kept in hand</source>
        <translation>behaltene Schadenskarten auf der Hand</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="61"/>
        <source>shut down</source>
        <translation>abschalten</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="62"/>
        <source>damage cards drawn</source>
        <translation>gezogene Schadenskarten</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="63"/>
        <source>priority token</source>
        <translation>Prioritätsmarker</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="64"/>
        <source>damage discard pile</source>
        <translation>Schadensablagestapel</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="65"/>
        <source>cards left in the damage deck</source>
        <translation>Karten im Schadensstapel</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="66"/>
        <source>upgrade collection</source>
        <translation>Upgrade-Sammlung</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="67"/>
        <source>cards on Memory Cards</source>
        <translation>Karten auf den Speicherkarten</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="68"/>
        <source>top card of the draw pile face up</source>
        <translation>oberste Karte des Nachziehstapels offen</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="69"/>
        <source>top of the upgrade deck</source>
        <translation>oberste Karten des Upgrade-Stapels</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="29"/>
        <source>The floor layer is locked</source>
        <translation>Die Bodenebene ist gesperrt</translation>
    </message>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="40"/>
        <source>The devices layer is locked</source>
        <translation>Die Elementebene ist gesperrt</translation>
    </message>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="47"/>
        <source>Choose a floor or device in the palette to fill with</source>
        <translation>Zum Füllen einen Boden oder ein Element in der Palette wählen</translation>
    </message>
    <message>
        <location filename="../editor/tools/levelguard.cpp" line="103"/>
        <source>Nothing changed: the edit would touch the locked level (%1)</source>
        <translation>Nichts geändert: die Bearbeitung würde die gesperrte Ebene berühren (%1)</translation>
    </message>
    <message>
        <location filename="../editor/tools/levelguard.cpp" line="112"/>
        <source>The locked level (%1) was left unchanged</source>
        <translation>Die gesperrte Ebene (%1) blieb unverändert</translation>
    </message>
</context>
<context>
    <name>TraceNotes</name>
    <message>
        <location filename="../core/game/event.cpp" line="22"/>
        <source>%1 moves %2 to %3</source>
        <translation>%1 bewegt sich nach %2 auf %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="23"/>
        <source>%1 turns to face %2</source>
        <translation>%1 dreht sich nach %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="24"/>
        <source>%1 is stopped by a wall leaving %2 towards %3</source>
        <translation>%1 wird beim Verlassen von %2 nach %3 von einer Wand gestoppt</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="25"/>
        <source>%1 is stopped by a ledge (from the lower level it acts as a wall) leaving %2 towards %3</source>
        <translation>%1 wird beim Verlassen von %2 nach %3 von einer Kante gestoppt (von der unteren Ebene aus wirkt sie wie eine Wand)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="26"/>
        <source>%1 is pushed %2 to %3 by %4 (keeps its facing)</source>
        <translation>%1 wird von %4 nach %2 auf %3 geschoben (behält seine Richtung)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="27"/>
        <source>%1 cannot push %2: the chain is blocked; the rest of the card is lost</source>
        <translation>%1 kann %2 nicht schieben: die Kette ist blockiert; der Rest der Karte verfällt</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="28"/>
        <source>%1 plays nothing</source>
        <translation>%1 spielt nichts</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="29"/>
        <source>%1 is powered down</source>
        <translation>%1 ist abgeschaltet</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="30"/>
        <source>%1 falls into the pit at %2</source>
        <translation>%1 fällt bei %2 in die Grube</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="31"/>
        <source>%1 falls into the drain at %2</source>
        <translation>%1 fällt bei %2 in den Abfluss</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="32"/>
        <source>%1 leaves the board at %2</source>
        <translation>%1 verlässt bei %2 den Spielplan</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="33"/>
        <source>%1 falls through the open trap door at %2</source>
        <translation>%1 fällt bei %2 durch die offene Falltür</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="34"/>
        <source>%1 is crushed at %2</source>
        <translation>%1 wird bei %2 zerquetscht</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="35"/>
        <source>%1 is destroyed by its 10th damage</source>
        <translation>%1 wird durch seinen 10. Schaden zerstört</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="36"/>
        <source>%1 drops from the upper level to %2 and takes 2 damage</source>
        <translation>%1 fällt von der oberen Ebene auf %2 und erleidet 2 Schaden</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="37"/>
        <source>%1 stopped on a ramp it was climbing and rolls back %2</source>
        <translation>%1 bleibt beim Hinauffahren auf einer Rampe stehen und rollt nach %2 zurück</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="38"/>
        <source>%1 enters a portal and continues from its partner at %2</source>
        <translation>%1 fährt in ein Portal und setzt den Weg am Partnerportal auf %2 fort</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="39"/>
        <source>%1 enters a portal whose partner at %2 is occupied: it does nothing</source>
        <translation>%1 fährt in ein Portal, dessen Partner auf %2 besetzt ist: das Portal wirkt nicht</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="40"/>
        <source>%1 teleports %2 squares %3 to %4</source>
        <translation>%1 teleportiert sich %2 Felder nach %3 auf %4</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="41"/>
        <source>%1&apos;s teleporter arrival %2 is occupied or not flat: it moves normally</source>
        <translation>Das Teleporterziel %2 von %1 ist besetzt oder nicht eben: normale Bewegung</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="42"/>
        <source>%1 slides on the oil at %2 towards %3</source>
        <translation>%1 rutscht auf dem Öl bei %2 nach %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="43"/>
        <source>%1 starts on oil: the first square is lost</source>
        <translation>%1 startet auf Öl: das erste Feld verfällt</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="44"/>
        <source>%1 starts in water: the first square is lost</source>
        <translation>%1 startet im Wasser: das erste Feld verfällt</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="45"/>
        <source>%1 was pushed by %2 into a repulsor field and is pushed back %3 squares %4; %2 loses the rest of its card</source>
        <translation>%1 wurde von %2 in ein Abstoßungsfeld geschoben und wird %3 Felder nach %4 zurückgestoßen; %2 verliert den Rest seiner Karte</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="46"/>
        <source>%1 runs into a repulsor field and is pushed back %2 squares %3; the rest of the card is lost</source>
        <translation>%1 fährt in ein Abstoßungsfeld und wird %2 Felder nach %3 zurückgestoßen; der Rest der Karte verfällt</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="47"/>
        <source>%1 is burnt by the active flamer at %2 (1 damage)</source>
        <translation>%1 wird vom aktiven Flammenwerfer bei %2 verbrannt (1 Schaden)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="48"/>
        <source>%1 is carried %2 to %3</source>
        <translation>%1 wird nach %2 auf %3 befördert</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="49"/>
        <source>%1 is turned by the belt curve at %2 (now facing %3)</source>
        <translation>%1 wird von der Förderbandkurve bei %2 gedreht (jetzt Richtung %3)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="50"/>
        <source>%1 and %2 would both end on %3: neither moves</source>
        <translation>%1 und %2 würden beide auf %3 landen: keiner bewegt sich</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="51"/>
        <source>%1 and %2 would swap squares: neither moves</source>
        <translation>%1 und %2 würden die Felder tauschen: keiner bewegt sich</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="52"/>
        <source>%1 stays on its belt: %2 holds %3 and is not leaving it</source>
        <translation>%1 bleibt auf seinem Förderband: %2 steht auf %3 und verlässt es nicht</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="53"/>
        <source>%1&apos;s belt runs into a wall at %2: it does not move</source>
        <translation>Das Förderband von %1 läuft bei %2 gegen eine Wand: keine Bewegung</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="54"/>
        <source>%1 is carried by the current %2 to %3</source>
        <translation>%1 wird von der Strömung nach %2 auf %3 getragen</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="55"/>
        <source>the pusher at %1 pushes %2 %3</source>
        <translation>der Schieber bei %1 schiebt %2 nach %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="56"/>
        <source>the pusher at %1 is not active in this register</source>
        <translation>der Schieber bei %1 ist in diesem Register nicht aktiv</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="57"/>
        <source>%1 is turned by the gear at %2 (now facing %3)</source>
        <translation>%1 wird vom Zahnrad bei %2 gedreht (jetzt Richtung %3)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="58"/>
        <source>the crusher at %1 is not active</source>
        <translation>die Presse bei %1 ist nicht aktiv</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="59"/>
        <source>%1 is hit by a board laser at %2 (%n beam(s))</source>
        <translation>
            <numerusform>%1 wird bei %2 von einem Spielplanlaser getroffen (%n Strahl)</numerusform>
            <numerusform>%1 wird bei %2 von einem Spielplanlaser getroffen (%n Strahlen)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="60"/>
        <source>%1 is shot by %2 at %3 (%4 damage)</source>
        <translation>%1 wird auf %3 von %2 getroffen (%4 Schaden)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="61"/>
        <source>%1 is shot by %2 at %3</source>
        <translation>%1 wird auf %3 von %2 getroffen</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="62"/>
        <source>%1 ends the register on acid: 1 damage</source>
        <translation>%1 beendet das Register auf Säure: 1 Schaden</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="63"/>
        <source>%1 ends the register on fire: 2 damage</source>
        <translation>%1 beendet das Register auf Feuer: 2 Schaden</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="64"/>
        <source>%1 ends register 5 on radiation: 1 damage</source>
        <translation>%1 beendet Register 5 auf Strahlung: 1 Schaden</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="65"/>
        <source>%1 ends the register on radioactive waste: 1 damage</source>
        <translation>%1 beendet das Register auf radioaktivem Abfall: 1 Schaden</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="66"/>
        <source>%1 ends the register on an active flamer: 1 damage</source>
        <translation>%1 beendet das Register auf einem aktiven Flammenwerfer: 1 Schaden</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="67"/>
        <source>%1 touches %2: archive marker moved there</source>
        <translation>%1 berührt %2: Archivmarke dorthin versetzt</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="68"/>
        <source>%1 takes flag %2</source>
        <translation>%1 erreicht Kontrollpunkt %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="69"/>
        <source>%1 touches flag %2 out of order: it does not count</source>
        <translation>%1 berührt Kontrollpunkt %2 außer der Reihe: er zählt nicht</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="70"/>
        <source>%1 has taken the last flag and WINS</source>
        <translation>%1 hat den letzten Kontrollpunkt erreicht und GEWINNT</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="71"/>
        <source>%1 is repaired %2 damage</source>
        <translation>%1 repariert %2 Schaden</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="72"/>
        <source>%1 draws the option card %2</source>
        <translation>%1 zieht die Optionskarte %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="73"/>
        <source>%1&apos;s register %2 is locked and keeps %3</source>
        <translation>Register %2 von %1 ist gesperrt und behält %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="74"/>
        <source>%1 is dealt %n cards</source>
        <translation>
            <numerusform>%1 erhält %n Karte</numerusform>
            <numerusform>%1 erhält %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="75"/>
        <source>%1 has no program: %n register(s) filled at random from its cards</source>
        <translation>
            <numerusform>%1 hat kein Programm: %n Register zufällig aus seinen Karten belegt</numerusform>
            <numerusform>%1 hat kein Programm: %n Register zufällig aus seinen Karten belegt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="76"/>
        <source>%1&apos;s register %2 locked with no card to keep: gets %3 at random</source>
        <translation>Register %2 von %1 ohne Karte zum Behalten gesperrt: erhält zufällig %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="77"/>
        <source>%1 stands on a randomizer: its card becomes %2</source>
        <translation>%1 steht auf einem Zufallsfeld: seine Karte wird zu %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="78"/>
        <source>the trap door under %1 at %2 opens</source>
        <translation>die Falltür unter %1 bei %2 öffnet sich</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="79"/>
        <source>%1 is powered down this turn: no cards, %2 damage repaired</source>
        <translation>%1 ist in dieser Runde abgeschaltet: keine Karten, %2 Schaden repariert</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="80"/>
        <source>%1 announces a power down for next turn</source>
        <translation>%1 kündigt das Abschalten für die nächste Runde an</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="81"/>
        <source>%1 re-enters at %2 facing %3 with %4 damage</source>
        <translation>%1 wird auf %2 mit Richtung %3 und %4 Schaden wieder eingesetzt</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="82"/>
        <source>%1&apos;s archive is taken: it re-enters at %2 instead</source>
        <translation>Das Archiv von %1 ist besetzt: Wiedereinsatz stattdessen auf %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="83"/>
        <source>%1 has no lives left: eliminated</source>
        <translation>%1 hat keine Leben mehr: ausgeschieden</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="84"/>
        <source>%1 ends the register alone on its square: no longer virtual</source>
        <translation>%1 beendet das Register allein auf seinem Feld: nicht mehr virtuell</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="85"/>
        <source>%1 passes through %2 (virtual)</source>
        <translation>%1 fährt durch %2 hindurch (virtuell)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="86"/>
        <source>%1 reveals %2</source>
        <translation>%1 deckt %2 auf</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="87"/>
        <source>%1 reboots on %2 facing %3: 2 SPAM cards, its remaining registers are cancelled</source>
        <translation>%1 startet auf %2 mit Richtung %3 neu: 2 SPAM-Karten, seine übrigen Register verfallen</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="88"/>
        <source>%1 reboots on %2 facing %3 without SPAM (Firewall or the Reboot upgrade), its remaining registers are cancelled</source>
        <translation>%1 startet auf %2 mit Blick nach %3 ohne SPAM neu (Firewall oder das Upgrade Neustart), seine übrigen Register entfallen</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="89"/>
        <source>%1 is pushed %2 off the reboot point to %3 by %4 rebooting</source>
        <translation>%1 wird vom neu startenden %4 nach %2 vom Neustartpunkt auf %3 geschoben</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="90"/>
        <source>%1 plays a damage card: the top card of its deck, %2, is played instead</source>
        <translation>%1 spielt eine Schadenskarte: stattdessen wird %2, die oberste Karte seines Kartenstapels, gespielt</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="91"/>
        <source>%1 plays Again: register %2 is repeated with %3</source>
        <translation>%1 spielt Wiederholen: Register %2 wird mit %3 wiederholt</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="92"/>
        <source>%1 powers up: %2 energy</source>
        <translation>%1 lädt auf: %2 Energie</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="93"/>
        <source>%1 takes an energy cube at %2 (%3 energy)</source>
        <translation>%1 nimmt bei %2 einen Energiewürfel (%3 Energie)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="94"/>
        <source>%1 shuffles its discard pile into a new deck (%2 cards)</source>
        <translation>%1 mischt seinen Ablagestapel zu einem neuen Kartenstapel (%2 Karten)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="95"/>
        <source>%1 does not own the programmed %2: register %3 stays empty</source>
        <translation>%1 besitzt die programmierte Karte %2 nicht: Register %3 bleibt leer</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="96"/>
        <source>the option discard pile is shuffled into a new option deck (%1 cards)</source>
        <translation>der Optionsablagestapel wird zu einem neuen Optionsstapel gemischt (%1 Karten)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="97"/>
        <source>the option deck and its discard pile are empty: %1 draws nothing</source>
        <translation>Optionsstapel und Optionsablagestapel sind leer: %1 zieht nichts</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="98"/>
        <source>%1 discards %2 (used up)</source>
        <translation>%1 wirft %2 ab (aufgebraucht)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="99"/>
        <source>%1 is destroyed and loses %2</source>
        <translation>%1 wird zerstört und verliert %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="100"/>
        <source>%1 discards %2 to cancel 1 damage</source>
        <translation>%1 wirft %2 ab, um 1 Schaden abzuwenden</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="101"/>
        <source>%1&apos;s Ablative Coat absorbs 1 damage (%2 left)</source>
        <translation>Die Ablativ-Panzerung von %1 absorbiert 1 Schaden (noch %2)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="102"/>
        <source>%1&apos;s Power-Down Shield cancels 1 damage from the %2 side</source>
        <translation>Das Abschaltschild von %1 wendet 1 Schaden von der Seite %2 ab</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="103"/>
        <source>%1 decides: %2 at %3</source>
        <translation>%1 entscheidet: %2 gegen %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="104"/>
        <source>%1 decides: %2</source>
        <translation>%1 entscheidet: %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="105"/>
        <source>%1&apos;s decision (%2) is void: %3</source>
        <translation>Die Entscheidung von %1 (%2) ist ungültig: %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="106"/>
        <source>%1&apos;s Abort Switch swaps register %2 for the top card: %3</source>
        <translation>Mit dem Abbruchschalter tauscht %1 Register %2 gegen die oberste Karte des Stapels: %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="107"/>
        <source>%1 brakes: its move 1 moves 0 squares</source>
        <translation>%1 bremst: Vorwärts 1 bewegt ihn 0 Felder</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="108"/>
        <source>%1 has %2 damage: its Circuit Breaker powers it down next turn</source>
        <translation>%1 hat %2 Schaden: sein Sicherungsautomat schaltet ihn in der nächsten Runde ab</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="109"/>
        <source>%1&apos;s Conditional Program puts %2 in register %3</source>
        <translation>Das Bedingte Programm von %1 legt %2 in Register %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="110"/>
        <source>%1&apos;s Conditional Program card %2 is not used: discarded</source>
        <translation>Die Karte %2 auf dem Bedingten Programm von %1 wird nicht genutzt: abgeworfen</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="111"/>
        <source>%1&apos;s Crab Legs step it %2 (facing unchanged)</source>
        <translation>Mit den Krabbenbeinen macht %1 einen Schritt nach %2 (Richtung unverändert)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="112"/>
        <source>%1&apos;s Dual Processor: it moves %2 square(s), then turns</source>
        <translation>Doppelprozessor von %1: bewegt sich %2 Feld(er) und dreht sich dann</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="113"/>
        <source>%1&apos;s Fire Control locks %2&apos;s register %3</source>
        <translation>Das Feuerleitsystem von %1 sperrt Register %3 von %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="114"/>
        <source>%1&apos;s Fire Control destroys %2&apos;s %3</source>
        <translation>Das Feuerleitsystem von %1 zerstört %3 von %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="115"/>
        <source>%1 adds its Flywheel card %2 to its hand</source>
        <translation>%1 nimmt die Karte %2 von seinem Schwungrad auf die Hand</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="116"/>
        <source>%1 shifts into Fourth Gear: its move 3 moves 4 squares</source>
        <translation>%1 schaltet in den Vierten Gang: Vorwärts 3 bewegt ihn 4 Felder</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="117"/>
        <source>%1&apos;s Gyroscopic Stabilizer keeps it facing %2</source>
        <translation>Der Kreiselstabilisator von %1 hält ihn in Richtung %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="118"/>
        <source>%1&apos;s High-Power Laser passes the wall at %2</source>
        <translation>Der Hochleistungslaser von %1 durchdringt die Wand bei %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="119"/>
        <source>%1&apos;s Mechanical Arm touches %2</source>
        <translation>Der Mechanische Arm von %1 berührt %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="120"/>
        <source>%1 is hit by %2&apos;s Mini Howitzer: 1 damage</source>
        <translation>%1 wird von der Mini-Haubitze von %2 getroffen: 1 Schaden</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="121"/>
        <source>%1 is moved %2 by %3&apos;s weapon</source>
        <translation>%1 wird von der Waffe von %3 nach %2 bewegt</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="122"/>
        <source>%1&apos;s Radio Control takes over %2 from register %3</source>
        <translation>Die Funksteuerung von %1 übernimmt %2 ab Register %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="123"/>
        <source>%1 is radio-controlled: it plays %2&apos;s %3</source>
        <translation>%1 ist ferngesteuert: er spielt %3 von %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="124"/>
        <source>%1 is rammed by %2&apos;s Ramming Gear: 1 damage</source>
        <translation>%1 wird vom Rammbock von %2 gerammt: 1 Schaden</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="125"/>
        <source>%1 is shot by %2&apos;s Rear-Firing Laser at %3</source>
        <translation>%1 wird auf %3 vom Hecklaser von %2 getroffen</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="126"/>
        <source>%1 recompiles: a new hand of %2 cards, 1 damage</source>
        <translation>%1 kompiliert neu: neue Handkarten (%2 Karten), 1 Schaden</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="127"/>
        <source>%1 uses Reverse Gear: its back up moves 2 squares</source>
        <translation>%1 nutzt den Rückwärtsgang: Rückwärts bewegt ihn 2 Felder zurück</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="128"/>
        <location filename="../core/game/event.cpp" line="173"/>
        <source>%1&apos;s register %2 is scrambled: it becomes %3</source>
        <translation>Register %2 von %1 wird gestört: es wird zu %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="129"/>
        <source>%1&apos;s Superior Archive: it re-enters with no damage</source>
        <translation>Verbessertes Archiv von %1: Wiedereinsatz ohne Schaden</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="130"/>
        <source>%1 scraps %2 at the chop shop</source>
        <translation>%1 verschrottet %2 in der Werkstatt</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="131"/>
        <source>%1 reloads an option at the chop shop (%2 uses)</source>
        <translation>%1 lädt in der Werkstatt eine Option nach (%2 Nutzungen)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="132"/>
        <source>%1&apos;s Extra Memory: one card more (%2 cards)</source>
        <translation>Zusatzspeicher von %1: eine Karte mehr (%2 Karten)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="133"/>
        <source>the pusher at %1 would push %2 %3 into another push of this substep: neither moves</source>
        <translation>der Schieber auf %1 würde %2 nach %3 in einen anderen Schub dieses Teilschritts schieben: keiner bewegt sich</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="134"/>
        <source>the scenario ends the turn after register %1: the registers after it are not played</source>
        <translation>das Szenario beendet die Runde nach Register %1: die folgenden Register werden nicht gespielt</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="135"/>
        <source>%1 has taken the last flag too: place %2</source>
        <translation>%1 hat die letzte Flagge ebenfalls erreicht: Platz %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="136"/>
        <source>the pusher at %1 cannot push %2 %3: %4 is in front and does not leave its square</source>
        <translation>der Schieber auf %1 kann %2 nicht nach %3 schieben: %4 steht davor und verlässt sein Feld nicht</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="137"/>
        <source>%1&apos;s Mechanical Arm cannot touch flag %2 at %3: a wall is in the way</source>
        <translation>Der Mechanische Arm von %1 kann Kontrollpunkt %2 auf %3 nicht berühren: eine Wand ist im Weg</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="138"/>
        <source>nothing was bought in the last upgrade phase: the %n card(s) of the shop are replaced</source>
        <translation>
            <numerusform>in der letzten Upgradephase wurde nichts gekauft: %n Karte des Shops wird ersetzt</numerusform>
            <numerusform>in der letzten Upgradephase wurde nichts gekauft: die %n Karten des Shops werden ersetzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="139"/>
        <source>the shop is refilled with %n card(s)</source>
        <translation>
            <numerusform>der Shop wird mit %n Karte aufgefüllt</numerusform>
            <numerusform>der Shop wird mit %n Karten aufgefüllt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="140"/>
        <source>the upgrade discard pile is shuffled into a new upgrade deck (%n card(s))</source>
        <translation>
            <numerusform>der Upgrade-Ablagestapel wird zu einem neuen Upgradestapel gemischt (%n Karte)</numerusform>
            <numerusform>der Upgrade-Ablagestapel wird zu einem neuen Upgradestapel gemischt (%n Karten)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="141"/>
        <source>%1 buys %2 for %3 energy</source>
        <translation>%1 kauft %2 für %3 Energie</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="142"/>
        <source>%1 puts %2 on the upgrade discard pile to make room</source>
        <translation>%1 legt %2 auf den Upgrade-Ablagestapel, um Platz zu schaffen</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="143"/>
        <source>%1 uses Recharge: 3 energy (now %2)</source>
        <translation>%1 nutzt Aufladung: 3 Energie (jetzt %2)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="144"/>
        <source>%1 puts %2 into its discard pile</source>
        <translation>%1 legt %2 auf seinen Ablagestapel</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="145"/>
        <source>%1 takes a %2 card</source>
        <translation>%1 erhält eine Karte %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="146"/>
        <source>%1 must take a card from an empty pile and takes %2 instead</source>
        <translation>%1 müsste eine Karte von einem leeren Stapel nehmen und nimmt stattdessen %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="147"/>
        <source>%1 would take a damage card, but every damage pile is empty</source>
        <translation>%1 würde eine Schadenskarte erhalten, aber alle Schadensstapel sind leer</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="148"/>
        <source>%1 plays a Worm: it reboots</source>
        <translation>%1 spielt einen Wurm: er startet neu</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="149"/>
        <source>%1 plays a Trojan Horse: it takes 2 SPAM</source>
        <translation>%1 spielt einen Trojaner: er erhält 2 SPAM</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="150"/>
        <source>%1 plays a Virus: %n robot(s) nearby take a Virus</source>
        <translation>
            <numerusform>%1 spielt einen Virus: %n Roboter in der Nähe erhält einen Virus</numerusform>
            <numerusform>%1 spielt einen Virus: %n Roboter in der Nähe erhalten einen Virus</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="151"/>
        <location filename="../core/game/event.cpp" line="187"/>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="152"/>
        <source>%1&apos;s Spam Folder returns a SPAM card from its discard pile (%2 returned)</source>
        <translation>Der Spam-Ordner von %1 gibt eine SPAM-Karte aus seinem Ablagestapel zurück (%2 zurückgegeben)</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="153"/>
        <source>%1&apos;s Spam Blocker returns %n SPAM card(s) from its hand and draws replacements</source>
        <translation>
            <numerusform>Der Spam-Blocker von %1 gibt %n SPAM-Karte aus der Hand zurück und zieht Ersatz</numerusform>
            <numerusform>Der Spam-Blocker von %1 gibt %n SPAM-Karten aus der Hand zurück und zieht Ersatz</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="154"/>
        <source>%1 uses %2: it moves first in this register</source>
        <translation>%1 nutzt %2: er bewegt sich in diesem Register zuerst</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="155"/>
        <source>%1 is shot by %2&apos;s Rail Gun at %3 (%4 SPAM)</source>
        <translation>%1 wird auf %3 von der Schienenkanone von %2 getroffen (%4 SPAM)</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="156"/>
        <source>%1 draws its hand: %n card(s)</source>
        <translation>
            <numerusform>%1 zieht seine Handkarten: %n Karte</numerusform>
            <numerusform>%1 zieht seine Handkarten: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="157"/>
        <source>%1 uses Boink: one square %2 without turning</source>
        <translation>%1 nutzt Boink: ein Feld nach %2, ohne sich zu drehen</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="158"/>
        <source>%1 uses Zoop: it now faces %2</source>
        <translation>%1 nutzt Zoop: er blickt jetzt nach %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="159"/>
        <source>%1 uses Brakes: its move 1 moves 0 squares</source>
        <translation>%1 nutzt Bremsen: seine Bewegung 1 bewegt ihn 0 Felder</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="160"/>
        <source>%1 uses Crab Legs: it steps %2 on its way (facing unchanged)</source>
        <translation>%1 nutzt Krabbenbeine: er tritt unterwegs nach %2 zur Seite (Blickrichtung unverändert)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="161"/>
        <source>%1 uses Teleporter for 1 energy: %2 squares %3 to %4, ignoring what lies between</source>
        <translation>%1 nutzt Teleporter für 1 Energie: %2 Felder nach %3 auf %4, ohne Rücksicht auf das Dazwischen</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="162"/>
        <source>%1 and %2 swap squares</source>
        <translation>%1 und %2 tauschen die Felder</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="163"/>
        <source>%1 hovers over the pit at %2</source>
        <translation>%1 schwebt über die Grube auf %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="164"/>
        <source>%1 uses Hack: it plays %2 once more</source>
        <translation>%1 nutzt Hack: er spielt %2 noch einmal</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="165"/>
        <source>%1 uses Reboot: it reboots without SPAM and its card does not act</source>
        <translation>%1 nutzt Neustart: er startet ohne SPAM neu und seine Karte wirkt nicht</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="166"/>
        <source>%1 uses Refresh: its card becomes %2</source>
        <translation>%1 nutzt Auffrischen: seine Karte wird zu %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="167"/>
        <source>%1 pushes %2 %3 with Side Arms</source>
        <translation>%1 schiebt %2 mit Seitenarmen nach %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="168"/>
        <source>%1 keeps %n card(s) on top of its draw pile (Cache Memory)</source>
        <translation>
            <numerusform>%1 legt %n Karte oben auf seinen Nachziehstapel (Cache-Speicher)</numerusform>
            <numerusform>%1 legt %n Karten oben auf seinen Nachziehstapel (Cache-Speicher)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="169"/>
        <source>%1 uses Memory Swap: it draws 3 cards and puts 3 back on its draw pile</source>
        <translation>%1 nutzt Speichertausch: er zieht 3 Karten und legt 3 auf seinen Nachziehstapel zurück</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="170"/>
        <source>%1 uses Defrag Gizmo: %2 goes back to its pile and a card is drawn</source>
        <translation>%1 nutzt Defragmentierer: %2 geht auf seinen Stapel zurück und eine Karte wird gezogen</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="171"/>
        <source>%1 is pushed by %2 and takes a %3 card</source>
        <translation>%1 wird von %2 geschoben und erhält eine Karte %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="172"/>
        <source>%1 gives Modular Chassis to %2 and takes %3</source>
        <translation>%1 gibt %2 das Modulare Chassis und nimmt %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="174"/>
        <source>%1 raises Deflector Shield for 1 energy (%2 left): robot lasers do not hit it in this register</source>
        <translation>%1 aktiviert den Deflektorschild für 1 Energie (%2 übrig): Roboterlaser treffen ihn in diesem Register nicht</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="175"/>
        <source>%1&apos;s Deflector Shield stops the shot of %2</source>
        <translation>Der Deflektorschild von %1 hält den Schuss von %2 auf</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="176"/>
        <source>%1 is shot by %2 and takes a %3 card</source>
        <translation>%1 wird von %2 getroffen und erhält eine Karte %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="177"/>
        <source>%1 is hit by %2&apos;s Mini Howitzer for 1 energy: 2 more SPAM, and it is pushed away</source>
        <translation>%1 wird von der Mini-Haubitze von %2 für 1 Energie getroffen: 2 SPAM mehr, und er wird weggestoßen</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="178"/>
        <source>%1 lays %2 on its Flywheel for the next turn</source>
        <translation>%1 legt %2 für den nächsten Zug auf sein Schwungrad</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="179"/>
        <source>%1 lays %2 on its Conditional Program</source>
        <translation>%1 legt %2 auf sein Bedingtes Programm</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="180"/>
        <source>the priority token passes to %1</source>
        <translation>der Prioritätsmarker geht an %1</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="181"/>
        <source>%1 takes the priority token from the next register on; it stays with %1 at the end of this round</source>
        <translation>%1 nimmt ab dem nächsten Register den Prioritätsmarker; am Ende dieser Runde bleibt er bei %1</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="182"/>
        <source>%1 draws %2 from the damage deck</source>
        <translation>%1 zieht %2 vom Schadensstapel</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="183"/>
        <source>%1 puts %2 face down under register %3 for the next round</source>
        <translation>%1 legt %2 verdeckt unter Register %3 für die nächste Runde</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="184"/>
        <source>%1 draws %2, but register %3 already holds a Haywire: it goes to the damage discard pile</source>
        <translation>%1 zieht %2, aber unter Register %3 liegt schon eine Haywire-Karte: sie kommt auf den Schadensablagestapel</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="185"/>
        <source>the damage discard pile is shuffled into a new damage deck (%1 cards)</source>
        <translation>der Schadensablagestapel wird zu einem neuen Schadensstapel gemischt (%1 Karten)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="186"/>
        <source>the damage deck and its discard pile are empty: %1 takes no more damage in this register</source>
        <translation>Schadensstapel und Schadensablagestapel sind leer: %1 erleidet in diesem Register keinen Schaden mehr</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="188"/>
        <source>%1 reboots: it leaves the board at %2, its registers are cancelled and it draws %3 damage cards</source>
        <translation>%1 startet neu: Er verlässt das Spielbrett bei %2, seine Register verfallen und er zieht %3 Schadenskarten</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="189"/>
        <source>%1 re-enters on the reboot token at %2 facing %3</source>
        <translation>%1 wird auf dem Neustartmarker bei %2 mit Richtung %3 wieder eingesetzt</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="190"/>
        <source>%1 shuts down for this round: its registers are emptied and its damage cards go to the damage discard pile</source>
        <translation>%1 schaltet sich für diese Runde ab: Seine Register werden geleert und seine Schadenskarten kommen auf den Schadensablagestapel</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="191"/>
        <source>%1 keeps %n damage card(s) in its hand for the next round</source>
        <translation>
            <numerusform>%1 behält %n Schadenskarte für die nächste Runde auf der Hand</numerusform>
            <numerusform>%1 behält %n Schadenskarten für die nächste Runde auf der Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps %2 damage cards in its hand for the next round</source>
        <translation type="vanished">%1 behält %2 Schadenskarten für die nächste Runde auf der Hand</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="192"/>
        <source>%1 plays Again in register 1: the top card of its deck, %2, is played instead</source>
        <translation>%1 spielt Wiederholen in Register 1: Stattdessen wird die oberste Karte seines Stapels gespielt, %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="193"/>
        <source>%1 pays %2 energy to its Haywire and moves 2 squares forward per energy paid</source>
        <translation>%1 zahlt %2 Energie für seine Haywire-Karte und fährt je gezahlter Energie 2 Felder vorwärts</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="194"/>
        <source>%1 removes %2 of its discard pile from the game</source>
        <translation>%1 nimmt %2 aus seinem Ablagestapel aus dem Spiel</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="195"/>
        <source>%1 runs into a wall during its Haywire&apos;s move and draws a damage card</source>
        <translation>%1 fährt bei der Bewegung seiner Haywire-Karte gegen eine Wand und zieht eine Schadenskarte</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="196"/>
        <source>%1 turns up %2 from its draw pile and plays it as this register&apos;s card</source>
        <translation>%1 deckt %2 von seinem Nachziehstapel auf und spielt sie als Karte dieses Registers</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="197"/>
        <source>%1&apos;s laser deals 1 more damage to each robot it hits in this register</source>
        <translation>Der Laser von %1 verursacht in diesem Register bei jedem getroffenen Roboter 1 Schaden mehr</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="198"/>
        <source>%1 gains 1 energy on the battery at %2 (%3 energy)</source>
        <translation>%1 erhält 1 Energie auf der Batterie bei %2 (%3 Energie)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="199"/>
        <source>%1 pays 1 energy and draws %2 into its collection (%3 energy left)</source>
        <translation>%1 zahlt 1 Energie und zieht %2 in seine Sammlung (%3 Energie übrig)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="200"/>
        <source>%1 installs %2 from its collection for %3 energy</source>
        <translation>%1 installiert %2 aus seiner Sammlung für %3 Energie</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="201"/>
        <source>%1 uninstalls %2: it goes to the upgrade discard pile</source>
        <translation>%1 deinstalliert %2: es kommt auf den Ablagestapel der Upgrades</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="202"/>
        <source>%1 is hit by %2&apos;s Mini Howitzer instead of its laser: 2 damage cards, then a push</source>
        <translation>%1 wird von der Mini-Haubitze von %2 getroffen, die statt des Lasers feuert: 2 Schadenskarten, dann ein Stoß</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="203"/>
        <source>%1 is moved to the reboot token at %2 by %3&apos;s Displacing Blast</source>
        <translation>%1 wird vom Versetzungsschuss von %3 auf den Neustartmarker bei %2 versetzt</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="204"/>
        <source>%1 pays 1 energy for its Deflector Shield (%2 left): no laser or weapon damage reaches it in this register</source>
        <translation>%1 zahlt 1 Energie für seinen Deflektorschild (%2 übrig): in diesem Register erreicht ihn kein Laser- oder Waffenschaden</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="205"/>
        <source>%1&apos;s Deflector Shield stops %n damage card(s)</source>
        <translation>
            <numerusform>Der Deflektorschild von %1 hält %n Schadenskarte ab</numerusform>
            <numerusform>Der Deflektorschild von %1 hält %n Schadenskarten ab</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="206"/>
        <source>%1 made a U-turn in this register: with Laser Kata its laser fires in all four directions</source>
        <translation>%1 hat in diesem Register gewendet: mit Laser-Kata feuert sein Laser in alle vier Richtungen</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="207"/>
        <source>%1 is shot by %2&apos;s Rail Gun at %3 (%4 damage)</source>
        <translation>%1 wird auf %3 von der Schienenkanone von %2 getroffen (%4 Schaden)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="208"/>
        <source>%1 plays Again after a damage card: the top card of its deck, %2, is played instead</source>
        <translation>%1 spielt Wiederholen nach einer Schadenskarte: Stattdessen wird die oberste Karte seines Stapels gespielt, %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="209"/>
        <source>%1 re-enters from its archive, at %2 facing %3</source>
        <translation>%1 wird von seinem Archiv aus bei %2 mit Richtung %3 wieder eingesetzt</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="210"/>
        <source>%1 runs into %2&apos;s spikes: 1 damage</source>
        <translation>%1 fährt in die Stacheln von %2: 1 Schaden</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="211"/>
        <source>%1 is pierced by %2&apos;s Piercing Drill: 1 damage</source>
        <translation>%1 wird vom Durchschlagbohrer von %2 durchbohrt: 1 Schaden</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="212"/>
        <source>%1&apos;s Lucky Booster turns up %2 in the damage deck</source>
        <translation>Mit dem Glücksverstärker deckt %1 im Schadensstapel %2 auf</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="213"/>
        <source>%1 reveals a SPAM: with Chaos Theory it gains 1 energy (%2 energy)</source>
        <translation>%1 deckt einen SPAM auf: mit der Chaostheorie erhält er 1 Energie (%2 Energie)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="214"/>
        <source>%1&apos;s Spam Filter turns the top card of its draw pile face up: %2</source>
        <translation>Der Spam-Filter von %1 deckt die oberste Karte seines Nachziehstapels auf: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="215"/>
        <source>%1 puts %n card(s) of its hand on Memory Cards</source>
        <translation>
            <numerusform>%1 legt %n Karte seiner Hand auf die Speicherkarten</numerusform>
            <numerusform>%1 legt %n Karten seiner Hand auf die Speicherkarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="216"/>
        <source>%1 takes %n card(s) from Memory Cards into its hand</source>
        <translation>
            <numerusform>%1 nimmt %n Karte von den Speicherkarten auf die Hand</numerusform>
            <numerusform>%1 nimmt %n Karten von den Speicherkarten auf die Hand</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="217"/>
        <source>%1&apos;s Self-Diagnostics removes %2 from the game</source>
        <translation>Mit der Selbstdiagnose nimmt %1 %2 aus dem Spiel</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="218"/>
        <source>%1 uses Re-Initialize: %2 takes the priority token (from the next register, or from register 1 before the registers)</source>
        <translation>%1 nutzt Neu initialisieren: %2 erhält den Prioritätsmarker (ab dem nächsten Register, vor den Registern ab Register 1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="219"/>
        <source>%1 uses Rewire: %n face-down Haywire(s) go to its hand, to be programmed this round</source>
        <translation>
            <numerusform>%1 nutzt Neu verdrahten: %n verdeckte Haywire-Karte kommt auf seine Hand und muss in dieser Runde programmiert werden</numerusform>
            <numerusform>%1 nutzt Neu verdrahten: %n verdeckte Haywire-Karten kommen auf seine Hand und müssen in dieser Runde programmiert werden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="220"/>
        <source>%1 uses Calibration Protocol: %n damage card(s) of its hand go to the damage discard pile, and it draws as many</source>
        <translation>
            <numerusform>%1 nutzt das Kalibrierprotokoll: %n Schadenskarte seiner Hand kommt auf den Schadensablagestapel, und er zieht ebenso viele Karten</numerusform>
            <numerusform>%1 nutzt das Kalibrierprotokoll: %n Schadenskarten seiner Hand kommen auf den Schadensablagestapel, und er zieht ebenso viele Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="221"/>
        <source>%1 must program %2, taken by Rewire: it goes into register %3</source>
        <translation>%1 muss %2 programmieren (mit Neu verdrahten auf die Hand genommen): die Karte kommt in Register %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="229"/>
        <source>the robot does not hold that option</source>
        <translation>der Roboter hat diese Option nicht</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="230"/>
        <source>the option does not act now or with this card</source>
        <translation>die Option wirkt weder jetzt noch mit dieser Karte</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="231"/>
        <source>the target is not the robot the laser hits</source>
        <translation>das Ziel ist nicht der Roboter, den der Laser trifft</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="232"/>
        <source>the target is on a neighbouring square</source>
        <translation>das Ziel steht auf einem Nachbarfeld</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="233"/>
        <source>not in register 5</source>
        <translation>nicht in Register 5</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="234"/>
        <source>the register is locked</source>
        <translation>das Register ist gesperrt</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="235"/>
        <source>powered down</source>
        <translation>abgeschaltet</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="236"/>
        <source>not on a square that allows it</source>
        <translation>nicht auf einem Feld, das es erlaubt</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="237"/>
        <source>already used</source>
        <translation>bereits genutzt</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="238"/>
        <source>nothing to use it on</source>
        <translation>nichts, worauf sie wirken könnte</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="239"/>
        <source>the card is not in the shop</source>
        <translation>die Karte ist nicht im Shop</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="240"/>
        <source>not enough energy</source>
        <translation>nicht genug Energie</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="241"/>
        <source>no damage point that it could cancel came in this register</source>
        <translation>in diesem Register kam kein Schadenspunkt, den sie abwenden könnte</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="242"/>
        <source>its moment never came in this register</source>
        <translation>sein Zeitpunkt kam in diesem Register nie</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="243"/>
        <source>3 upgrades of that kind are installed already</source>
        <translation>3 Upgrades dieser Art sind schon installiert</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="244"/>
        <source>the upgrade deck and its discard pile are empty</source>
        <translation>der Upgrade-Stapel und sein Ablagestapel sind leer</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="19"/>
        <source>discard %1</source>
        <translation>%1 abwerfen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="21"/>
        <source>chop shop: scrap %1</source>
        <translation>Werkstatt: %1 verschrotten</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="23"/>
        <source>chop shop: reload %1</source>
        <translation>Werkstatt: %1 nachladen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="25"/>
        <source>draw an option</source>
        <translation>eine Option ziehen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="26"/>
        <source>lose %1</source>
        <translation>%1 verlieren</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="28"/>
        <source>buy %1</source>
        <translation>%1 kaufen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="30"/>
        <source>take %1 from another pile</source>
        <translation>%1 von einem anderen Stapel nehmen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="32"/>
        <source>play the routine as %1</source>
        <translation>die Routine als %1 spielen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="34"/>
        <source>lay a card on %1</source>
        <translation>eine Karte auf %1 legen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="35"/>
        <source>shut down</source>
        <translation>abschalten</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="36"/>
        <source>choose the facing at re-entry</source>
        <translation>Richtung beim Wiedereinsetzen wählen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="38"/>
        <source>choose the turn of the Haywire</source>
        <translation>Drehung der Haywire-Karte wählen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="39"/>
        <source>choose the facing of the Haywire</source>
        <translation>Ausrichtung der Haywire-Karte wählen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="41"/>
        <source>choose the energy paid for the Haywire</source>
        <translation>für die Haywire-Karte gezahlte Energie wählen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="43"/>
        <source>choose the side of the Haywire</source>
        <translation>Seite der Haywire-Karte wählen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="44"/>
        <source>choose %1 as the card the Haywire removes</source>
        <translation>%1 als Karte wählen, die die Haywire-Karte entfernt</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="46"/>
        <source>choose the order of the Haywire&apos;s cards</source>
        <translation>Reihenfolge der Karten der Haywire-Karte wählen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="48"/>
        <source>draw an upgrade</source>
        <translation>ein Upgrade ziehen</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="50"/>
        <source>install %1</source>
        <translation>%1 installieren</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="51"/>
        <source>uninstall %1</source>
        <translation>%1 deinstallieren</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="52"/>
        <source>choose %1 as the upgrade the Haywire installs</source>
        <translation>%1 als Upgrade wählen, das die Haywire installiert</translation>
    </message>
</context>
<context>
    <name>TransformSelectionCommand</name>
    <message>
        <location filename="../editor/commands/selectioncommands.cpp" line="19"/>
        <source>Mirror selection</source>
        <translation>Auswahl spiegeln</translation>
    </message>
    <message>
        <location filename="../editor/commands/selectioncommands.cpp" line="21"/>
        <source>Rotate selection</source>
        <translation>Auswahl drehen</translation>
    </message>
    <message>
        <location filename="../editor/commands/selectioncommands.cpp" line="22"/>
        <source>Move selection</source>
        <translation>Auswahl verschieben</translation>
    </message>
</context>
<context>
    <name>TranslationNotes</name>
    <message>
        <location filename="../core/rules/translate.cpp" line="281"/>
        <source>&apos;%2&apos; has no %3 counterpart: the register is empty</source>
        <translation>„%2“ hat in den Regeln „%3“ keine Entsprechung: das Register bleibt leer</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="282"/>
        <source>every %2 card of this kind is in use: the register is empty</source>
        <translation>jede Karte dieser Art ist in den Regeln „%2“ schon vergeben: das Register bleibt leer</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="283"/>
        <source>power down</source>
        <translation>Abschalten</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="283"/>
        <source>the %1 rules have no power down: ignored</source>
        <translation>die Regeln „%1“ kennen kein Abschalten: ignoriert</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="284"/>
        <source>powered down</source>
        <translation>abgeschaltet</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="284"/>
        <source>the %1 rules have no power down: the robot plays</source>
        <translation>die Regeln „%1“ kennen kein Abschalten: der Roboter spielt</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="285"/>
        <source>%1 damage</source>
        <translation>%1 Schaden</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="285"/>
        <location filename="../core/rules/translate.cpp" line="288"/>
        <location filename="../core/rules/translate.cpp" line="289"/>
        <source>%1 SPAM</source>
        <translation>%1 SPAM</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="285"/>
        <source>each damage point becomes a SPAM card in the robot&apos;s deck</source>
        <translation>jeder Schadenspunkt wird eine SPAM-Karte im Kartenstapel des Roboters</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="286"/>
        <source>deck and discard pile</source>
        <translation>Kartenstapel und Ablagestapel</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="286"/>
        <source>%1 robots have no own deck: ignored</source>
        <translation>Roboter der Regeln „%1“ haben keinen eigenen Kartenstapel: ignoriert</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="287"/>
        <source>%1 energy</source>
        <translation>%1 Energie</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="287"/>
        <source>the %2 rules have no energy: ignored</source>
        <translation>die Regeln „%2“ kennen keine Energie: ignoriert</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="288"/>
        <location filename="../core/rules/translate.cpp" line="289"/>
        <source>%2 damage</source>
        <translation>%2 Schaden</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="288"/>
        <source>each SPAM card becomes a damage point</source>
        <translation>jede SPAM-Karte wird ein Schadenspunkt</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="289"/>
        <source>SPAM cards become damage points, at most 9</source>
        <translation>SPAM-Karten werden Schadenspunkte, höchstens 9</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="290"/>
        <source>what-if after substep %1</source>
        <translation>Was-wäre-wenn nach Teilschritt %1</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="290"/>
        <source>the other edition plays other substeps: dropped</source>
        <translation>die andere Ausgabe spielt andere Teilschritte: verworfen</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="291"/>
        <source>%1 face down</source>
        <translation>%1 verdeckt</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="291"/>
        <source>the %2 rules have no Haywires: removed</source>
        <translation>die Regeln „%2“ kennen keine Haywires: entfernt</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="292"/>
        <source>%1 as a second card</source>
        <translation>%1 als zweite Karte</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="292"/>
        <source>the %2 rules play one card per register: dropped</source>
        <translation>die Regeln „%2“ spielen eine Karte je Register: verworfen</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="293"/>
        <source>rebooting</source>
        <translation>startet neu</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="293"/>
        <source>the %1 rules do not reboot over rounds: the robot starts on its square</source>
        <translation>die Regeln „%1“ kennen keinen Neustart über Runden hinweg: der Roboter beginnt auf seinem Feld</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="294"/>
        <source>priority token</source>
        <translation>Prioritätsmarker</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="294"/>
        <source>the %1 rules have no priority token: ignored</source>
        <translation>die Regeln „%1“ kennen keinen Prioritätsmarker: ignoriert</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="295"/>
        <source>damage deck and damage discard pile</source>
        <translation>Schadensstapel und Schadensablage</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="295"/>
        <source>the %1 rules have no shared damage deck: ignored</source>
        <translation>die Regeln „%1“ kennen keinen gemeinsamen Schadensstapel: ignoriert</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="296"/>
        <source>upgrades installed: %1</source>
        <translation>installierte Upgrades: %1</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="296"/>
        <source>the %2 upgrades are other cards: removed</source>
        <translation>die Upgrades der Regeln „%2“ sind andere Karten: entfernt</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="297"/>
        <source>upgrades in the collection: %1</source>
        <translation>Upgrades in der Sammlung: %1</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="297"/>
        <source>the %2 rules have no upgrade collection: removed</source>
        <translation>die Regeln „%2“ kennen keine Upgrade-Sammlung: entfernt</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="298"/>
        <source>upgrade deck and discard pile</source>
        <translation>Upgrade-Stapel und Ablage</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="298"/>
        <source>the %1 upgrades are other cards: ignored</source>
        <translation>die Upgrades der Regeln „%1“ sind andere Karten: ignoriert</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="299"/>
        <source>decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="299"/>
        <source>the %1 rules have no such decision: dropped</source>
        <translation>die Regeln „%1“ kennen diese Entscheidung nicht: verworfen</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="300"/>
        <source>the %2 rules do not allow it in this register: the register is empty</source>
        <translation>die Regeln „%2“ erlauben sie in diesem Register nicht: das Register ist leer</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../editor/app/application.cpp" line="15"/>
        <source>Board and scenario editor for RoboRally-style factory race games</source>
        <translation>Spielplan- und Szenarioeditor für Fabrikrennspiele im Stil von RoboRally</translation>
    </message>
    <message>
        <location filename="../editor/app/application.cpp" line="18"/>
        <source>User interface language (en, es, fr, de).</source>
        <translation>Sprache der Benutzeroberfläche (en, es, fr, de).</translation>
    </message>
    <message>
        <location filename="../editor/app/application.cpp" line="20"/>
        <source>Boards, courses or scenarios to open.</source>
        <translation>Zu öffnende Spielpläne, Kurse oder Szenarien.</translation>
    </message>
</context>
<context>
    <name>rf::debugger::AnalysisController</name>
    <message>
        <location filename="../editor/debugger/analysiscontroller.cpp" line="26"/>
        <source>Heat Map of &amp;Deaths</source>
        <translation>Heatmap der &amp;Zerstörungen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysiscontroller.cpp" line="27"/>
        <source>Heat Map of &amp;Visits</source>
        <translation>Heatmap der Be&amp;suche</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysiscontroller.cpp" line="28"/>
        <source>&amp;Hide Heat Map</source>
        <translation>Heatmap aus&amp;blenden</translation>
    </message>
</context>
<context>
    <name>rf::debugger::AnalysisDialog</name>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="34"/>
        <source>Course Analysis</source>
        <translation>Kursanalyse</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="59"/>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="61"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="81"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="171"/>
        <source>The analysis failed: %1</source>
        <translation>Die Analyse ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="43"/>
        <source>One on every start (at most 8)</source>
        <translation>Einer auf jedem Start (höchstens 8)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="53"/>
        <source>&amp;Robots play:</source>
        <translation>&amp;Roboter spielen:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="54"/>
        <source>Robots per &amp;game:</source>
        <translation>Roboter pro &amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="55"/>
        <source>G&amp;ames:</source>
        <translation>Spi&amp;ele:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="56"/>
        <source>&amp;Seed:</source>
        <translation>S&amp;tartwert:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="57"/>
        <source>&amp;Turns per game (at most):</source>
        <translation>&amp;Runden pro Spiel (höchstens):</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="63"/>
        <source>Robots start from the start markers. The heat maps appear on the board.</source>
        <translation>Die Roboter beginnen auf den Startmarken. Die Heatmaps erscheinen auf dem Spielplan.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="70"/>
        <source>Re&amp;play Game</source>
        <translation>Spiel &amp;nachspielen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="71"/>
        <source>Open this game of the analysis in the debugger: the same robots, seed and programs.</source>
        <translation>Dieses Spiel der Analyse im Debugger öffnen: dieselben Roboter, derselbe Startwert, dieselben Programme.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="75"/>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisdialog.cpp" line="152"/>
        <source>Playing %n game(s)...</source>
        <translation>
            <numerusform>%n Spiel wird gespielt...</numerusform>
            <numerusform>%n Spiele werden gespielt...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisdialog.cpp" line="153"/>
        <source>Preparing the planners&apos; map of the course, then playing %n game(s)...</source>
        <translation>
            <numerusform>Die Karte der Planer für den Kurs wird vorbereitet, dann wird %n Spiel gespielt...</numerusform>
            <numerusform>Die Karte der Planer für den Kurs wird vorbereitet, dann werden %n Spiele gespielt...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="175"/>
        <source>Click a game number to replay that game in the debugger.</source>
        <translation>Klicken Sie auf eine Spielnummer, um das Spiel im Debugger nachzuspielen.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="197"/>
        <source>There is no game %1: the analysis played games 1 to %2.</source>
        <translation>Es gibt kein Spiel %1: Die Analyse hat die Spiele 1 bis %2 gespielt.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="205"/>
        <source>Game %1 cannot be replayed: %2</source>
        <translation>Spiel %1 kann nicht nachgespielt werden: %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="211"/>
        <source>Analysis game %1</source>
        <translation>Analysespiel %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisdialog.cpp" line="212"/>
        <source>Game %1 of a course analysis (%2, seed %3, at most %n turn(s)): the robots on their start markers, the game&apos;s seed and, for planning robots, the programs they chose as what-ifs after each deal.</source>
        <translation>
            <numerusform>Spiel %1 einer Kursanalyse (%2, Startwert %3, höchstens %n Runde): die Roboter auf ihren Startmarken, der Startwert des Spiels und bei planenden Robotern die gewählten Programme als Was-wäre-wenn nach jedem Austeilen.</numerusform>
            <numerusform>Spiel %1 einer Kursanalyse (%2, Startwert %3, höchstens %n Runden): die Roboter auf ihren Startmarken, der Startwert des Spiels und bei planenden Robotern die gewählten Programme als Was-wäre-wenn nach jedem Austeilen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::debugger::AnalysisReport</name>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="30"/>
        <source>Random programs</source>
        <translation>Zufällige Programme</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="31"/>
        <source>Novice (plans greedily, slips now and then)</source>
        <translation>Anfänger (plant gierig, vertut sich ab und zu)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="32"/>
        <source>Expert (plans whole programs)</source>
        <translation>Experte (plant ganze Programme)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="40"/>
        <source>pit</source>
        <translation>Grube</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="41"/>
        <source>board edge</source>
        <translation>Spielplanrand</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="42"/>
        <source>drain</source>
        <translation>Abfluss</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="43"/>
        <source>trap door</source>
        <translation>Falltür</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="44"/>
        <source>crusher</source>
        <translation>Presse</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="45"/>
        <source>laser</source>
        <translation>Laser</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="46"/>
        <source>flamer</source>
        <translation>Flammenwerfer</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="47"/>
        <source>fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="48"/>
        <source>acid</source>
        <translation>Säure</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="49"/>
        <source>radiation</source>
        <translation>Strahlung</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="50"/>
        <source>ramming</source>
        <translation>Rammen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="51"/>
        <source>ledge drop</source>
        <translation>Sturz von der Kante</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="52"/>
        <source>other damage</source>
        <translation>anderer Schaden</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisreport.cpp" line="60"/>
        <source>Cancelled after %n game(s): the figures cover the games played.</source>
        <translation>
            <numerusform>Nach %n Spiel abgebrochen: Die Zahlen gelten für die gespielten Spiele.</numerusform>
            <numerusform>Nach %n Spielen abgebrochen: Die Zahlen gelten für die gespielten Spiele.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisreport.cpp" line="61"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisreport.cpp" line="61"/>
        <source>%n robot(s)</source>
        <translation>
            <numerusform>%n Roboter</numerusform>
            <numerusform>%n Roboter</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="62"/>
        <source>Robots: %1.</source>
        <translation>Roboter: %1.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="64"/>
        <source>They do not plan: the figures show where careless robots fail, not how long a race takes.</source>
        <translation>Sie planen nicht: Die Zahlen zeigen, wo unachtsame Roboter scheitern, nicht, wie lange ein Rennen dauert.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="67"/>
        <source>The heat maps on the board have a legend beside the board: the colour scale from one robot to the busiest square.</source>
        <translation>Die Heatmaps auf dem Spielplan haben eine Legende neben dem Spielplan: die Farbskala von einem Roboter bis zum meistbesuchten Feld.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="73"/>
        <source>Finishing</source>
        <translation>Ziel</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisreport.cpp" line="74"/>
        <source>Robots that took the last checkpoint within %n turn(s): %1 (%2)</source>
        <translation>
            <numerusform>Roboter, die den letzten Kontrollpunkt innerhalb von %n Runde erreichten: %1 (%2)</numerusform>
            <numerusform>Roboter, die den letzten Kontrollpunkt innerhalb von %n Runden erreichten: %1 (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="76"/>
        <source>Median turns to finish: %1</source>
        <translation>Median der Runden bis zum Ziel: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisreport.cpp" line="81"/>
        <source>within %n turn(s): %1</source>
        <translation>
            <numerusform>innerhalb von %n Runde: %1</numerusform>
            <numerusform>innerhalb von %n Runden: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="85"/>
        <source>Games won: %1 (%2)</source>
        <translation>Gewonnene Spiele: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="87"/>
        <source>the winner&apos;s median: %1 turns</source>
        <translation>Median des Siegers: %1 Runden</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="94"/>
        <source>The course has no checkpoints.</source>
        <translation>Der Kurs hat keine Kontrollpunkte.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="95"/>
        <source>Legs</source>
        <translation>Etappen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="95"/>
        <source>Leg</source>
        <translation>Etappe</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="96"/>
        <source>Began</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="96"/>
        <source>Completed</source>
        <translation>Geschafft</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="97"/>
        <source>Median turns</source>
        <translation>Median Runden</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="97"/>
        <source>Destroyed on it</source>
        <translation>Dabei zerstört</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="99"/>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="100"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="112"/>
        <source>Destroyed robots</source>
        <translation>Zerstörte Roboter</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="113"/>
        <source>%1 destructions in %2 robot-turns: %3 per robot-turn</source>
        <translation>%1 Zerstörungen in %2 Roboter-Runden: %3 pro Roboter-Runde</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="117"/>
        <source>Destroyed by</source>
        <translation>Zerstört durch</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="117"/>
        <source>Robots</source>
        <translation>Roboter</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="118"/>
        <source>Per robot-turn</source>
        <translation>Pro Roboter-Runde</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="130"/>
        <source>The deadliest squares</source>
        <translation>Die tödlichsten Felder</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="131"/>
        <source>Square</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="131"/>
        <source>Destroyed</source>
        <translation>Zerstört</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="131"/>
        <source>Mostly by</source>
        <translation>Meist durch</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="132"/>
        <source>First in game</source>
        <translation>Zuerst in Spiel</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="135"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="143"/>
        <source>the fastest win: game %1</source>
        <translation>der schnellste Sieg: Spiel %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="145"/>
        <source>the slowest win: game %1</source>
        <translation>der langsamste Sieg: Spiel %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="147"/>
        <source>the most destructions: game %1</source>
        <translation>die meisten Zerstörungen: Spiel %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="150"/>
        <source>Replay a game in the debugger</source>
        <translation>Ein Spiel im Debugger nachspielen</translation>
    </message>
</context>
<context>
    <name>rf::debugger::BreakpointsPanel</name>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="27"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="30"/>
        <source>On Substep Kind</source>
        <translation>Bei Art des Teilschritts</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="47"/>
        <source>When the Selected Robot Is Damaged</source>
        <translation>Wenn der ausgewählte Roboter beschädigt wird</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="49"/>
        <source>When the Selected Robot Is Destroyed</source>
        <translation>Wenn der ausgewählte Roboter zerstört wird</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="51"/>
        <source>When the Selected Robot Moves</source>
        <translation>Wenn sich der ausgewählte Roboter bewegt</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="53"/>
        <source>When a Robot Enters the Cell X,Y of the Robot Panel</source>
        <translation>Wenn ein Roboter das Feld X,Y aus dem Roboterfenster betritt</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="56"/>
        <source>At Decision Points (Any Robot)</source>
        <translation>An Entscheidungspunkten (beliebiger Roboter)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="60"/>
        <source>At Decision Points of the Selected Robot</source>
        <translation>An Entscheidungspunkten des ausgewählten Roboters</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="63"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
</context>
<context>
    <name>rf::debugger::CardList</name>
    <message>
        <location filename="../editor/debugger/debuggerdnd.cpp" line="20"/>
        <source>Drag a card onto a register</source>
        <translation>Eine Karte auf ein Register ziehen</translation>
    </message>
</context>
<context>
    <name>rf::debugger::CompareReasons</name>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="24"/>
        <source>no card</source>
        <translation>keine Karte</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="39"/>
        <source>Play the &amp;Same Programs</source>
        <translation>&amp;Gleiche Programme spielen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="41"/>
        <source>Write the programs one ruling played into the scenario (an undoable edit), so that both rulings play the same cards</source>
        <translation>Die Programme, die eine Auslegung gespielt hat, ins Szenario schreiben (rückgängig machbar), damit beide Auslegungen dieselben Karten spielen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="78"/>
        <source>The rulings may part because the programs were dealt at random: each edition deals its own cards. %1&apos;s register %2 of turn %3 is %4 under %5 and %6 under %7. Play the same programs on both sides to see what the rules alone change.</source>
        <translation>Die Auslegungen können sich unterscheiden, weil die Programme zufällig ausgeteilt wurden: Jede Ausgabe teilt ihre eigenen Karten aus. Register %2 von %1 in Runde %3 ist %4 unter %5 und %6 unter %7. Spielen Sie auf beiden Seiten dieselben Programme, um zu sehen, was allein die Regeln ändern.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="89"/>
        <source>Why, under %1:</source>
        <translation>Warum, unter %1:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="91"/>
        <source>&lt;p&gt;This ruling cannot play the scenario: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Diese Regelauslegung kann das Szenario nicht spielen: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="95"/>
        <source>&lt;p&gt;Nothing is compared: the other ruling cannot play the scenario.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Es wird nichts verglichen: Die andere Regelauslegung kann das Szenario nicht spielen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="100"/>
        <source>&lt;p&gt;The game is the same at the end of every phase, but %1 of %2 expectations hold here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Spiel ist am Ende jeder Phase gleich, aber hier treffen %1 von %2 Erwartungen zu.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="103"/>
        <source>&lt;p&gt;No difference: the rulings give the same game at the end of every phase.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kein Unterschied: Beide Regelauslegungen ergeben am Ende jeder Phase dasselbe Spiel.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No difference: the rulings give the same outcome at the end of every phase.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;Kein Unterschied: Die Auslegungen ergeben am Ende jeder Phase dasselbe.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="109"/>
        <source>&lt;p&gt;Nothing happens in this phase.&lt;/p&gt;</source>
        <translation>&lt;p&gt;In dieser Phase passiert nichts.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::debugger::CompareWindow</name>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="45"/>
        <source>turn %1, %2</source>
        <translation>Runde %1, %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="46"/>
        <source>turn %1, register %2, %3</source>
        <translation>Runde %1, Register %2, %3</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="79"/>
        <source>Compare Rulings</source>
        <translation>Regelauslegungen vergleichen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="108"/>
        <source>Previous Phase</source>
        <translation>Vorige Phase</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="109"/>
        <source>Next Phase</source>
        <translation>Nächste Phase</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="110"/>
        <source>First Difference</source>
        <translation>Erster Unterschied</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="112"/>
        <source>The end of each phase, on both boards</source>
        <translation>Das Ende jeder Phase, auf beiden Spielplänen</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/comparewindow.cpp" line="334"/>
        <source>Programs translated for %1: %n card(s) carried</source>
        <translation>
            <numerusform>Programme übertragen für %1: %n Karte übernommen</numerusform>
            <numerusform>Programme übertragen für %1: %n Karten übernommen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="335"/>
        <source>Programs translated for %1:</source>
        <translation>Programme übertragen für %1:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="385"/>
        <source>Remove the option cards (and the decisions about them) in the debugger, or choose other rulings above.</source>
        <translation>Entfernen Sie die Optionskarten (und die Entscheidungen dazu) im Debugger, oder wählen Sie oben andere Auslegungen.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="387"/>
        <source>Remove the upgrades (and the decisions about them) in the debugger, or choose other rulings above.</source>
        <translation>Entfernen Sie die Upgrades (und die Entscheidungen dazu) im Debugger, oder wählen Sie oben andere Auslegungen.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="409"/>
        <source>&amp;Edit %1&apos;s Option Cards and Decisions</source>
        <translation>Optionskarten und Entscheidungen von %1 &amp;bearbeiten</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="410"/>
        <source>&amp;Edit %1&apos;s Upgrades and Decisions</source>
        <translation>Upgrades und Entscheidungen von %1 &amp;bearbeiten</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="428"/>
        <source>Neither ruling&apos;s programs can be played by the other edition: write programs of cards both share in the debugger.</source>
        <translation>Die Programme keiner Auslegung kann die andere Ausgabe spielen: Schreiben Sie im Debugger Programme aus Karten, die beide haben.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="446"/>
        <source>After %1</source>
        <translation>Nach %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="481"/>
        <source>The rulings agree at every phase, but not on the expectations: %1 of %2 hold under %3, %4 of %5 under %6.</source>
        <translation>Die Regelauslegungen stimmen in jeder Phase überein, aber nicht bei den Erwartungen: %1 von %2 treffen unter %3 zu, %4 von %5 unter %6.</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation type="vanished">ausgeschieden</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation type="vanished">zerstört</translation>
    </message>
    <message>
        <source>%1,%2 facing %3, damage %4, flags %5</source>
        <translation type="vanished">%1,%2 Richtung %3, Schaden %4, Kontrollpunkte %5</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 | %3</source>
        <translation type="vanished">&lt;b&gt;%1&lt;/b&gt;: %2 | %3</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="489"/>
        <source>The rulings agree at every phase.</source>
        <translation>Die Auslegungen stimmen in jeder Phase überein.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="491"/>
        <source>First difference: after %1.</source>
        <translation>Erster Unterschied: nach %1.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="493"/>
        <source>The rulings first differ after %1.</source>
        <translation>Die Auslegungen unterscheiden sich erstmals nach %1.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="181"/>
        <source>Show the robot&apos;s program in the debugger at the start, where a change edits the scenario</source>
        <translation>Das Programm des Roboters im Debugger am Start zeigen, wo eine Änderung das Szenario ändert</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="211"/>
        <source>&amp;Left ruleset:</source>
        <translation>&amp;Linkes Regelwerk:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="211"/>
        <source>Left &amp;options:</source>
        <translation>Linke &amp;Optionen:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="212"/>
        <source>&amp;Right ruleset:</source>
        <translation>&amp;Rechtes Regelwerk:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="212"/>
        <source>Right o&amp;ptions:</source>
        <translation>Rechte O&amp;ptionen:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="250"/>
        <source>These rulings cannot be compared: %1</source>
        <translation>Diese Auslegungen lassen sich nicht vergleichen: %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="268"/>
        <source>%1 (cannot play)</source>
        <translation>%1 (nicht spielbar)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="357"/>
        <source>%1 cannot play this scenario: %2</source>
        <translation>%1 kann dieses Szenario nicht spielen: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/comparewindow.cpp" line="366"/>
        <source>%1&apos;s register(s) with that card: %2.</source>
        <translation>
            <numerusform>Register von %1 mit dieser Karte: %2.</numerusform>
            <numerusform>Register von %1 mit dieser Karte: %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="383"/>
        <source>Change the program in the debugger, or choose other rulings above.</source>
        <translation>Das Programm im Debugger ändern oder oben andere Auslegungen wählen.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="408"/>
        <source>&amp;Edit %1&apos;s Program</source>
        <translation>Programm von %1 &amp;bearbeiten</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="468"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="470"/>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="471"/>
        <source>%1: %2 | %3</source>
        <comment>a field of the game, its value under each ruling</comment>
        <translation>%1: %2 | %3</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="479"/>
        <source>Nothing is compared while a ruling cannot play the scenario.</source>
        <translation>Nichts wird verglichen, solange eine Auslegung das Szenario nicht spielen kann.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="121"/>
        <source>E&amp;xport Ruling...</source>
        <translation>Schiedsspruch e&amp;xportieren...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="123"/>
        <source>Write the ruling report of both rulings side by side (Ctrl+E)</source>
        <translation>Den Schiedsspruch-Bericht mit beiden Auslegungen nebeneinander schreiben (Strg+E)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="125"/>
        <source>Export Ruling</source>
        <translation>Schiedsspruch exportieren</translation>
    </message>
</context>
<context>
    <name>rf::debugger::ComparisonController</name>
    <message>
        <location filename="../editor/debugger/comparisoncontroller.cpp" line="45"/>
        <source>Play the Same Programs</source>
        <translation>Gleiche Programme spielen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparisoncontroller.cpp" line="47"/>
        <source>The programs dealt are now the scenario&apos;s: both rulings play the same cards (Undo takes them back).</source>
        <translation>Die ausgeteilten Programme gehören jetzt zum Szenario: Beide Auslegungen spielen dieselben Karten (Rückgängig nimmt sie zurück).</translation>
    </message>
</context>
<context>
    <name>rf::debugger::DebuggerWindow</name>
    <message>
        <source>While stepping, scroll so the acting robot or board element stays in view</source>
        <translation type="vanished">Beim Schrittweise-Ausführen so scrollen, dass der handelnde Roboter oder das Spielplanelement sichtbar bleibt</translation>
    </message>
    <message>
        <source>F&amp;ollow the Action</source>
        <translation type="vanished">Dem &amp;Geschehen folgen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="92"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="548"/>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="119"/>
        <source>Timeline: every substep of the game</source>
        <translation>Zeitleiste: jeder Teilschritt des Spiels</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="148"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="148"/>
        <location filename="../editor/debugger/debuggeractions.cpp" line="65"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="160"/>
        <source>Stopped at breakpoint: %1</source>
        <translation>Am Haltepunkt angehalten: %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="246"/>
        <source>Shop</source>
        <translation>Shop</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="273"/>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="474"/>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="281"/>
        <source>Decide</source>
        <translation>Entscheiden</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="286"/>
        <source>Decided: %1. Step on to see it played.</source>
        <translation>Entschieden: %1. Weiter schrittweise abspielen, um es gespielt zu sehen.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="300"/>
        <source>Remove Decision</source>
        <translation>Entscheidung entfernen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="508"/>
        <source>Change Decision</source>
        <translation>Entscheidung ändern</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="521"/>
        <source>The decision is removed: choose the new one among the choices offered here.</source>
        <translation>Die Entscheidung ist entfernt: Wählen Sie die neue unter den hier angebotenen Möglichkeiten.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="334"/>
        <source>&amp;Scenario</source>
        <translation>&amp;Szenario</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="335"/>
        <source>&amp;Open Scenario...</source>
        <translation>Szenario &amp;öffnen...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="338"/>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="342"/>
        <source>Open Scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="338"/>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="549"/>
        <source>Scenarios (*.rfscenario)</source>
        <translation>Szenarien (*.rfscenario)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="344"/>
        <source>&amp;Save Scenario</source>
        <translation>Szenario &amp;speichern</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="345"/>
        <source>Save Scenario &amp;As...</source>
        <translation>Szenario speichern &amp;unter...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="347"/>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="370"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="422"/>
        <source>Scenario Debugger</source>
        <translation>Szenario-Debugger</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/debuggerwindow.cpp" line="423"/>
        <source>%n what-if(s) of %1 could not be made and were left out; play goes on without them.</source>
        <translation>
            <numerusform>%n Was-wäre-wenn von %1 war nicht möglich und wurde ausgelassen; das Spiel geht ohne es weiter.</numerusform>
            <numerusform>%n Was-wäre-wenn von %1 waren nicht möglich und wurden ausgelassen; das Spiel geht ohne sie weiter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/debuggerwindow.cpp" line="474"/>
        <source>Decisions (%n)</source>
        <translation>
            <numerusform>Entscheidung (%n)</numerusform>
            <numerusform>Entscheidungen (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="560"/>
        <source>The scenario %1 has unsaved changes. Save them?</source>
        <translation>Das Szenario %1 hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="320"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="321"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="323"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="52"/>
        <source>&amp;Debug</source>
        <translation>&amp;Debuggen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="53"/>
        <source>Debug</source>
        <translation>Debuggen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="61"/>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="63"/>
        <source>Step Back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="66"/>
        <source>Play the substeps at the chosen speed, stopping at breakpoints (F5)</source>
        <translation>Die Teilschritte in der gewählten Geschwindigkeit abspielen, mit Halt an Haltepunkten (F5)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="67"/>
        <source>Step Substep</source>
        <translation>Einzelschritt</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="68"/>
        <source>Step Over</source>
        <translation>Einzelschritt über</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="69"/>
        <source>Step Out</source>
        <translation>Einzelschritt heraus</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="70"/>
        <source>Continue to Breakpoint</source>
        <translation>Bis zum Haltepunkt fortsetzen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="71"/>
        <source>Run to End</source>
        <translation>Bis zum Ende ausführen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="73"/>
        <source>Speed:</source>
        <translation>Geschwindigkeit:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="78"/>
        <source>Substeps per second while playing</source>
        <translation>Teilschritte pro Sekunde beim Abspielen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="84"/>
        <source>Animate</source>
        <translation>Animieren</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation type="vanished">&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Full screen for a table of players: the question, the board fitted, the substep and its explanation in large type</source>
        <translation type="vanished">Vollbild für einen Spieltisch: die Frage, das eingepasste Spielbrett, der Teilschritt und seine Erklärung in großer Schrift</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="103"/>
        <source>S&amp;hare</source>
        <translation>&amp;Teilen</translation>
    </message>
    <message>
        <source>Copy Situation as Scenario</source>
        <translation type="vanished">Situation als Szenario kopieren</translation>
    </message>
    <message>
        <source>The current situation is on the clipboard as a scenario file.</source>
        <translation type="vanished">Die aktuelle Situation liegt als Szenariodatei in der Zwischenablage.</translation>
    </message>
    <message>
        <source>Export Trace as Text...</source>
        <translation type="vanished">Ablaufprotokoll als Text exportieren...</translation>
    </message>
    <message>
        <source>Export Trace</source>
        <translation type="vanished">Ablaufprotokoll exportieren</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation type="vanished">Text (*.txt)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="vanished">%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Export Current Step as Image...</source>
        <translation type="vanished">Aktuellen Schritt als Bild exportieren...</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation type="vanished">Bild exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="vanished">PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export &amp;Ruling...</source>
        <translation type="vanished">&amp;Schiedsspruch exportieren...</translation>
    </message>
    <message>
        <source>Save Expectations Here</source>
        <translation type="vanished">Erwartungen hier speichern</translation>
    </message>
    <message>
        <source>Save Expectations</source>
        <translation type="vanished">Erwartungen speichern</translation>
    </message>
    <message>
        <source>Expectations added; save the scenario to keep them.</source>
        <translation type="vanished">Erwartungen hinzugefügt; das Szenario speichern, um sie zu behalten.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="104"/>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="105"/>
        <source>Course &amp;Analysis...</source>
        <translation>Kurs&amp;analyse...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="107"/>
        <source>Compare &amp;Rulings...</source>
        <translation>&amp;Regelauslegungen vergleichen...</translation>
    </message>
    <message>
        <source>Heat Map of &amp;Deaths</source>
        <translation type="vanished">Heatmap der &amp;Zerstörungen</translation>
    </message>
    <message>
        <source>Heat Map of &amp;Visits</source>
        <translation type="vanished">Heatmap der Be&amp;suche</translation>
    </message>
    <message>
        <source>&amp;Hide Heat Map</source>
        <translation type="vanished">Heatmap aus&amp;blenden</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="228"/>
        <source>Trace</source>
        <translation>Ablaufprotokoll</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="235"/>
        <source>Robots</source>
        <translation>Roboter</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="262"/>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="268"/>
        <source>Breakpoints</source>
        <translation>Haltepunkte</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="435"/>
        <source>Scenario Debugger - %1[*]</source>
        <translation>Szenario-Debugger - %1[*]</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="447"/>
        <source>Substep %1 of %2: %3</source>
        <translation>Teilschritt %1 von %2: %3</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="448"/>
        <source>Start (%1 substeps)</source>
        <translation>Start (%1 Teilschritte)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="530"/>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="549"/>
        <source>Save Scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="535"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Expectations hold after a register (its checkpoints substep), after a turn (clean-up) or at the end: step there first.</source>
        <translation type="vanished">Erwartungen gelten nach einem Register (seinem Kontrollpunkt-Teilschritt), nach einer Runde (Aufräumen) oder am Ende: zuerst dorthin gehen.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="271"/>
        <source>Robot and Program</source>
        <translation>Roboter und Programm</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="304"/>
        <source>Setup</source>
        <translation>Einrichtung</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="120"/>
        <source>Place Robot</source>
        <translation>Roboter platzieren</translation>
    </message>
    <message>
        <source>The start, before the first substep</source>
        <translation type="vanished">Der Anfang, vor dem ersten Teilschritt</translation>
    </message>
    <message>
        <source>Wrote the ruling report %1: it opens in any web browser.</source>
        <translation type="vanished">Schiedsspruch-Bericht %1 geschrieben: Er öffnet sich in jedem Webbrowser.</translation>
    </message>
    <message>
        <source>Play the Same Programs</source>
        <translation type="vanished">Gleiche Programme spielen</translation>
    </message>
    <message>
        <source>The programs dealt are now the scenario&apos;s: both rulings play the same cards (Undo takes them back).</source>
        <translation type="vanished">Die ausgeteilten Programme gehören jetzt zum Szenario: Beide Auslegungen spielen dieselben Karten (Rückgängig nimmt sie zurück).</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="134"/>
        <source>Change %1&apos;s program here: at the start a change edits the scenario, and the comparison follows.</source>
        <translation>Das Programm von %1 hier ändern: am Start ändert eine Änderung das Szenario, und der Vergleich folgt.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="513"/>
        <source>The decision is removed: play ends before its turn, so there is nothing to choose.</source>
        <translation>Die Entscheidung ist entfernt: Das Spiel endet vor ihrer Runde, es gibt also nichts zu wählen.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="522"/>
        <source>The decision is removed; that choice is no longer offered before substep %1.</source>
        <translation>Die Entscheidung ist entfernt; diese Wahl wird vor Teilschritt %1 nicht mehr angeboten.</translation>
    </message>
</context>
<context>
    <name>rf::debugger::DecisionsPanel</name>
    <message>
        <source>discard %1 to cancel a damage point</source>
        <translation type="vanished">%1 abwerfen, um einen Schadenspunkt abzuwenden</translation>
    </message>
    <message>
        <source>scrap %1 at the chop shop and draw another option</source>
        <translation type="vanished">%1 in der Werkstatt verschrotten und eine andere Option ziehen</translation>
    </message>
    <message>
        <source>reload %1 at the chop shop</source>
        <translation type="vanished">%1 in der Werkstatt nachladen</translation>
    </message>
    <message>
        <source>draw an option card</source>
        <translation type="vanished">eine Optionskarte ziehen</translation>
    </message>
    <message>
        <source>lose %1</source>
        <translation type="vanished">%1 verlieren</translation>
    </message>
    <message numerus="yes">
        <source>buy %1 (%n energy) in place of %2</source>
        <translation type="vanished">
            <numerusform>%1 kaufen (%n Energie) anstelle von %2</numerusform>
            <numerusform>%1 kaufen (%n Energie) anstelle von %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>buy %1 (%n energy)</source>
        <translation type="vanished">
            <numerusform>%1 kaufen (%n Energie)</numerusform>
            <numerusform>%1 kaufen (%n Energie)</numerusform>
        </translation>
    </message>
    <message>
        <source>take %1 instead</source>
        <translation type="vanished">stattdessen %1 nehmen</translation>
    </message>
    <message>
        <source>play the routine as %1</source>
        <translation type="vanished">die Routine als %1 spielen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="174"/>
        <source>%1: face %2</source>
        <translation>%1: nach %2 blicken</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="176"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="178"/>
        <source>%1 to the left</source>
        <translation>%1 nach links</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="178"/>
        <source>%1 to the right</source>
        <translation>%1 nach rechts</translation>
    </message>
    <message>
        <source>lay %1 on %2</source>
        <translation type="vanished">%1 auf %2 legen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="182"/>
        <source>Fire Control: destroy %1&apos;s %2</source>
        <translation>Feuerleitsystem: %2 von %1 zerstören</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="183"/>
        <source>Fire Control: lock %1&apos;s register %2</source>
        <translation>Feuerleitsystem: Register %2 von %1 sperren</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="172"/>
        <location filename="../editor/debugger/decisionspanel.cpp" line="185"/>
        <source>%1 at %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="165"/>
        <source>%1, before its card</source>
        <translation>%1, vor seiner Karte</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="204"/>
        <source>%1: play %2 instead, the damage card back to its pile</source>
        <translation>%1: stattdessen %2 spielen, die Schadenskarte zurück auf ihren Stapel</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="205"/>
        <source>%1: play %2 instead</source>
        <translation>%1: stattdessen %2 spielen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="207"/>
        <source>%1: return %2 from the hand and draw a card</source>
        <translation>%1: %2 aus der Hand zurückgeben und eine Karte ziehen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="209"/>
        <source>%1: draw 3 cards and put the same 3 back on top, in the order drawn</source>
        <translation>%1: 3 Karten ziehen und dieselben 3 in der gezogenen Reihenfolge oben auf den Nachziehstapel zurücklegen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="210"/>
        <source>%1: draw 3 cards and put back %2 (the first on top)</source>
        <translation>%1: 3 Karten ziehen und %2 zurücklegen (die erste oben)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="214"/>
        <source>%1: keep %2 on top of the draw pile</source>
        <translation>%1: %2 oben auf dem Nachziehstapel behalten</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="215"/>
        <source>%1: keep %2 on the draw pile (the first on top)</source>
        <translation>%1: %2 auf dem Nachziehstapel behalten (die erste oben)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="220"/>
        <source>%1 at %2, turned to face %3</source>
        <translation>%1 auf %2, nach %3 gedreht</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="221"/>
        <source>%1 at %2, facing unchanged</source>
        <translation>%1 auf %2, Blickrichtung unverändert</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="225"/>
        <source>swap %1 for %2&apos;s %3</source>
        <translation>%1 gegen %3 von %2 tauschen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="227"/>
        <source>%1: move 1 square back</source>
        <translation>%1: 1 Feld zurück</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="227"/>
        <source>%1: move 1 square forward</source>
        <translation>%1: 1 Feld vorwärts</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="229"/>
        <source>%1: follow %2&apos;s steps</source>
        <translation>%1: den Schritten von %2 folgen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="318"/>
        <source>Choices before the next substep. Play on without one: the option is not used.</source>
        <translation>Wahlmöglichkeiten vor dem nächsten Teilschritt. Ohne Wahl weiterspielen: die Option wird nicht benutzt.</translation>
    </message>
    <message>
        <source>use %1</source>
        <translation type="vanished">%1 nutzen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="31"/>
        <source>&amp;Go There</source>
        <translation>&amp;Dorthin gehen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="32"/>
        <source>C&amp;hange...</source>
        <translation>Ä&amp;ndern...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="33"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="47"/>
        <source>Recorded decisions</source>
        <translation>Festgehaltene Entscheidungen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="53"/>
        <source>Robot</source>
        <translation>Roboter</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="53"/>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="53"/>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="53"/>
        <source>What became of it</source>
        <translation>Was daraus wurde</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="63"/>
        <source>Go to the substep where the decision acted or was found void</source>
        <translation>Zum Teilschritt gehen, in dem die Entscheidung wirkte oder als nichtig erkannt wurde</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="68"/>
        <source>Remove the decision from the scenario (Undo brings it back)</source>
        <translation>Die Entscheidung aus dem Szenario entfernen (Rückgängig holt sie zurück)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="105"/>
        <source>taken at substep %1</source>
        <translation>getroffen in Teilschritt %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="106"/>
        <source>void at substep %1: %2</source>
        <translation>nichtig in Teilschritt %1: %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="107"/>
        <source>not reached: play ended before it could act</source>
        <translation>nicht erreicht: Das Spiel endete, bevor sie wirken konnte</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="133"/>
        <source>(none: the choices above add them)</source>
        <translation>(keine: Die Möglichkeiten oben fügen sie hinzu)</translation>
    </message>
    <message>
        <source>play %1 as %2</source>
        <translation type="vanished">%1 als %2 spielen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="314"/>
        <source>No robot has a choice to make before the next substep.</source>
        <translation>Vor dem nächsten Teilschritt hat kein Roboter eine Wahl zu treffen.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="315"/>
        <source>Choices before the next substep. Play on without one: nothing is bought or used, and where a card must be chosen the rules take the default.</source>
        <translation>Wahlmöglichkeiten vor dem nächsten Teilschritt. Ohne Wahl weiterspielen: nichts wird gekauft oder genutzt, und wo eine Karte gewählt werden muss, nehmen die Regeln die Vorgabe.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="317"/>
        <source>Choices before the next substep. Play on without one: nothing is bought or used.</source>
        <translation>Wahlmöglichkeiten vor dem nächsten Teilschritt. Ohne Wahl weiterspielen: nichts wird gekauft oder genutzt.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="322"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="66"/>
        <source>Remove the decision and go to where it was asked, to choose again among the choices offered there</source>
        <translation>Die Entscheidung entfernen und dorthin gehen, wo sie gefragt wurde, um unter den dort angebotenen Möglichkeiten neu zu wählen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="324"/>
        <source>Decide this: an edit of the scenario (Undo takes it back)</source>
        <translation>So entscheiden: eine Änderung des Szenarios (Rückgängig nimmt sie zurück)</translation>
    </message>
</context>
<context>
    <name>rf::debugger::Explanation</name>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="24"/>
        <source>&lt;p&gt;The start of the game: nothing has been played yet. Step forward (F11) to play the first substep.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Spielbeginn: Noch wurde nichts gespielt. Einen Schritt vorgehen (F11), um den ersten Teilschritt zu spielen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="27"/>
        <source>turn %1, register %2, %3</source>
        <translation>Runde %1, Register %2, %3</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="28"/>
        <source>turn %1, %2</source>
        <translation>Runde %1, %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="30"/>
        <source>&lt;p&gt;Nothing happens in this substep.&lt;/p&gt;</source>
        <translation>&lt;p&gt;In diesem Teilschritt passiert nichts.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="41"/>
        <source>rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="46"/>
        <source>Changes:</source>
        <translation>Änderungen:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="48"/>
        <source>%1: %2 %3 &amp;rarr; %4 %5</source>
        <translation>%1: %2 %3 &amp;rarr; %4 %5</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="50"/>
        <source>, damage %1 &amp;rarr; %2</source>
        <translation>, Schaden %1 &amp;rarr; %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="52"/>
        <source>, &lt;b&gt;destroyed&lt;/b&gt; (%1)</source>
        <translation>, &lt;b&gt;zerstört&lt;/b&gt; (%1)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="54"/>
        <source>, lives %1 &amp;rarr; %2</source>
        <translation>, Leben %1 &amp;rarr; %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="56"/>
        <source>, re-entered</source>
        <translation>, wieder eingesetzt</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="58"/>
        <source>, takes checkpoint %1</source>
        <translation>, erreicht Kontrollpunkt %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="60"/>
        <source>, archive %1 &amp;rarr; %2</source>
        <translation>, Archiv %1 &amp;rarr; %2</translation>
    </message>
</context>
<context>
    <name>rf::debugger::ExportRulingDialog</name>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="64"/>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="306"/>
        <source>Export Ruling</source>
        <translation>Schiedsspruch exportieren</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="74"/>
        <source>Substeps shown:</source>
        <translation>Gezeigte Teilschritte:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="79"/>
        <source>Rulings:</source>
        <translation>Auslegungen:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="82"/>
        <source>Web page (HTML)</source>
        <translation>Webseite (HTML)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="83"/>
        <source>Markdown, with a PNG picture per substep beside it</source>
        <translation>Markdown, daneben ein PNG-Bild je Teilschritt</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="85"/>
        <source>A web page opens in any browser and prints; Markdown with its pictures is for forum posts</source>
        <translation>Eine Webseite öffnet sich in jedem Browser und lässt sich drucken; Markdown mit seinen Bildern ist für Forenbeiträge</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="86"/>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="95"/>
        <source>&amp;Browse...</source>
        <translation>Durch&amp;suchen...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="101"/>
        <source>F&amp;ile:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="112"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="144"/>
        <source>&amp;Those that change the game</source>
        <translation>&amp;Die, die das Spiel verändern</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="147"/>
        <source>A picture of every substep that changes something, and of the substeps that decide the expectations</source>
        <translation>Ein Bild jedes Teilschritts, der etwas verändert, und der Teilschritte, die über die Erwartungen entscheiden</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="148"/>
        <source>&amp;Every substep</source>
        <translation>&amp;Jeder Teilschritt</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="150"/>
        <source>&amp;Only these:</source>
        <translation>&amp;Nur diese:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="154"/>
        <source>substep numbers, such as 3, 7, 12</source>
        <translation>Nummern von Teilschritten, etwa 3, 7, 12</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="155"/>
        <source>The numbers of the substeps to show, separated by commas, as the debugger numbers them</source>
        <translation>Die Nummern der zu zeigenden Teilschritte, durch Kommas getrennt, so wie der Debugger sie zählt</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="188"/>
        <source>The scenario&apos;s own: %1</source>
        <translation>Die des Szenarios: %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="191"/>
        <source>Those open in Compare Rulings</source>
        <translation>Die in „Regelauslegungen vergleichen“ geöffneten</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="194"/>
        <source>Open Tools &gt; Compare Rulings to export two rulings side by side</source>
        <translation>Öffnen Sie Werkzeuge &gt; Regelauslegungen vergleichen, um zwei Auslegungen nebeneinander zu exportieren</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="202"/>
        <source>Those open in Compare Rulings: %1 and %2</source>
        <translation>Die in „Regelauslegungen vergleichen“ geöffneten: %1 und %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="204"/>
        <source>Both rulings side by side, with where they part</source>
        <translation>Beide Auslegungen nebeneinander, mit der Stelle, an der sie auseinandergehen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="223"/>
        <source>ruling</source>
        <translation>schiedsspruch</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="278"/>
        <source>Name the substeps to show, such as 3, 7, 12.</source>
        <translation>Nennen Sie die zu zeigenden Teilschritte, etwa 3, 7, 12.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="280"/>
        <source>A report shows at most %1 substeps.</source>
        <translation>Ein Bericht zeigt höchstens %1 Teilschritte.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="285"/>
        <source>&quot;%1&quot; is not a substep number: they start at 1.</source>
        <translation>„%1“ ist keine Nummer eines Teilschritts: Sie beginnen bei 1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="287"/>
        <source>There is no substep %1: the game has %n substep(s).</source>
        <translation>
            <numerusform>Es gibt keinen Teilschritt %1: Das Spiel hat %n Teilschritt.</numerusform>
            <numerusform>Es gibt keinen Teilschritt %1: Das Spiel hat %n Teilschritte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="304"/>
        <source>Web pages (*.html)</source>
        <translation>Webseiten (*.html)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="304"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="323"/>
        <source>Choose the file to write.</source>
        <translation>Wählen Sie die zu schreibende Datei.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="379"/>
        <source>The ruling report cannot be made: %1</source>
        <translation>Der Schiedsspruch-Bericht kann nicht erstellt werden: %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="391"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="411"/>
        <source>%n picture(s) of that name already exist beside %1 (%2). Replace them?</source>
        <translation>
            <numerusform>Neben %1 gibt es schon %n Bild dieses Namens (%2). Ersetzen?</numerusform>
            <numerusform>Neben %1 gibt es schon %n Bilder dieser Namen (%2). Ersetzen?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="428"/>
        <source>Making the report: the scenario is played and every substep shown is drawn...</source>
        <translation>Der Bericht wird erstellt: Das Szenario wird gespielt und jeder gezeigte Teilschritt gezeichnet...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="90"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="173"/>
        <source>As the editor: %1</source>
        <translation>Wie der Editor: %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="176"/>
        <source>The language of every sentence and label of the report; the rule quotations stay as the rules are written</source>
        <translation>Die Sprache jedes Satzes und jeder Beschriftung des Berichts; die Regelzitate bleiben, wie die Regeln geschrieben sind</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="182"/>
        <source>en</source>
        <comment>the code of this translation&apos;s language</comment>
        <translation>de</translation>
    </message>
</context>
<context>
    <name>rf::debugger::PresentationController</name>
    <message>
        <location filename="../editor/debugger/presentationcontroller.cpp" line="29"/>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationcontroller.cpp" line="33"/>
        <source>Full screen for a table of players: the question, the board fitted, the substep and its explanation in large type</source>
        <translation>Vollbild für einen Spieltisch: die Frage, das eingepasste Spielbrett, der Teilschritt und seine Erklärung in großer Schrift</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationcontroller.cpp" line="34"/>
        <source>F&amp;ollow the Action</source>
        <translation>Dem &amp;Geschehen folgen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationcontroller.cpp" line="37"/>
        <source>While stepping, scroll so the acting robot or board element stays in view</source>
        <translation>Beim Schrittweise-Ausführen so scrollen, dass der handelnde Roboter oder das Spielplanelement sichtbar bleibt</translation>
    </message>
</context>
<context>
    <name>rf::debugger::PresentationView</name>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="61"/>
        <source>Presentation</source>
        <translation>Präsentation</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="99"/>
        <source>Right or Space: next substep · Left: back · Home, End · Esc: leave</source>
        <translation>Rechts oder Leertaste: nächster Teilschritt · Links: zurück · Pos1, Ende · Esc: verlassen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="127"/>
        <source>Substep %1 of %2: %3</source>
        <translation>Teilschritt %1 von %2: %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/presentationview.cpp" line="131"/>
        <source>The start (%n substeps to play)</source>
        <translation>
            <numerusform>Der Anfang (%n Teilschritt zu spielen)</numerusform>
            <numerusform>Der Anfang (%n Teilschritte zu spielen)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="91"/>
        <source>What changed</source>
        <translation>Was sich geändert hat</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="142"/>
        <source>Nothing has been played yet.</source>
        <translation>Noch ist nichts gespielt.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="144"/>
        <source>Nothing happens in this substep.</source>
        <translation>In diesem Teilschritt geschieht nichts.</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">keine</translation>
    </message>
    <message>
        <source>%1: %2 (before: %3)</source>
        <translation type="vanished">%1: %2 (vorher: %3)</translation>
    </message>
    <message>
        <source>%1 %2: %3 (before: %4)</source>
        <translation type="vanished">%1 %2: %3 (vorher: %4)</translation>
    </message>
    <message>
        <source>Damage piles</source>
        <translation type="vanished">Schadensstapel</translation>
    </message>
    <message>
        <source>Shop</source>
        <translation type="vanished">Shop</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation type="vanished">Platz %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="166"/>
        <source>Nothing changed.</source>
        <translation>Nichts hat sich geändert.</translation>
    </message>
</context>
<context>
    <name>rf::debugger::ProgramPanel</name>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="41"/>
        <source>Robot:</source>
        <translation>Roboter:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="62"/>
        <source>Register %1:</source>
        <translation>Register %1:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="72"/>
        <source>The cards this robot was dealt this turn: drag one onto a register</source>
        <translation>Die Karten, die dieser Roboter in dieser Runde erhalten hat: eine auf ein Register ziehen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="73"/>
        <source>Hand:</source>
        <translation>Handkarten:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="76"/>
        <source>Deck:</source>
        <translation>Kartenstapel:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="93"/>
        <source>Position X, Y:</source>
        <translation>Position X, Y:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="96"/>
        <source>North</source>
        <translation>Norden</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="96"/>
        <source>East</source>
        <translation>Osten</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="96"/>
        <source>South</source>
        <translation>Süden</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="96"/>
        <source>West</source>
        <translation>Westen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="97"/>
        <source>Facing:</source>
        <translation>Blickrichtung:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="99"/>
        <source>Damage:</source>
        <translation>Schaden:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="101"/>
        <source>Lives:</source>
        <translation>Leben:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="103"/>
        <source>Flags taken:</source>
        <translation>Erreichte Kontrollpunkte:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="104"/>
        <source>Powered down</source>
        <translation>Abgeschaltet</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="113"/>
        <source>The option cards the robot holds, oldest first, with their uses left or the card lying on them</source>
        <translation>Die Optionskarten des Roboters, die älteste zuerst, mit ihren verbleibenden Nutzungen oder der Karte, die darauf liegt</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="114"/>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="44"/>
        <source>Apply Here (What-if)</source>
        <translation>Hier anwenden (Was-wäre-wenn)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="46"/>
        <source>Change the robot at the current substep and replay the rest of the game (undoable)</source>
        <translation>Den Roboter im aktuellen Teilschritt ändern und den Rest des Spiels neu abspielen (rückgängig zu machen)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="238"/>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="249"/>
        <source>Locked: the register keeps its card</source>
        <translation>Gesperrt: das Register behält seine Karte</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="268"/>
        <source>(no cards dealt this turn)</source>
        <translation>(in dieser Runde keine Karten ausgeteilt)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="223"/>
        <location filename="../editor/debugger/programpanel.cpp" line="226"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="293"/>
        <source>What-if</source>
        <translation>Was-wäre-wenn</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="205"/>
        <source>At the start: every change edits the scenario&apos;s setup at once (Ctrl+Z undoes it).</source>
        <translation>Am Start: jede Änderung ändert sofort die Einrichtung des Szenarios (Strg+Z macht sie rückgängig).</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="119"/>
        <source>The energy cubes the robot has to spend on upgrades</source>
        <translation>Die Energiewürfel, die der Roboter für Upgrades ausgeben kann</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="120"/>
        <source>Energy:</source>
        <translation>Energie:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="126"/>
        <source>The upgrades the robot holds, oldest first: permanent or temporary, and whether one that acts once a round was used this round</source>
        <translation>Die Upgrades des Roboters, das älteste zuerst: dauerhaft oder einmalig, und ob eines, das einmal pro Runde wirkt, in dieser Runde genutzt wurde</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="128"/>
        <source>Upgrades:</source>
        <translation>Upgrades:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="206"/>
        <source>During play: a card chosen is a what-if from here on; the other fields wait for Apply Here.</source>
        <translation>Während des Spiels: eine gewählte Karte ist ein Was-wäre-wenn ab hier; die anderen Felder warten auf „Hier anwenden“.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="293"/>
        <source>Setup</source>
        <translation>Einrichtung</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="306"/>
        <source>Setup not changed: %1</source>
        <translation>Einrichtung nicht geändert: %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="331"/>
        <source>Setup changed: %1&apos;s register %2 is now %3.</source>
        <translation>Einrichtung geändert: Register %2 von %1 ist jetzt %3.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="335"/>
        <source>Setup changed: %1&apos;s register %2 is now empty.</source>
        <translation>Einrichtung geändert: Register %2 von %1 ist jetzt leer.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="337"/>
        <source>Setup changed: %1 starts on %2.</source>
        <translation>Einrichtung geändert: %1 startet auf %2.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="339"/>
        <source>Setup changed: %1 starts facing %2.</source>
        <translation>Einrichtung geändert: %1 startet mit Blickrichtung %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/programpanel.cpp" line="342"/>
        <source>Setup changed: %1 starts with %n damage.</source>
        <translation>
            <numerusform>Einrichtung geändert: %1 startet mit %n Schaden.</numerusform>
            <numerusform>Einrichtung geändert: %1 startet mit %n Schaden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/programpanel.cpp" line="345"/>
        <source>Setup changed: %1 starts with %n life(s).</source>
        <translation>
            <numerusform>Einrichtung geändert: %1 startet mit %n Leben.</numerusform>
            <numerusform>Einrichtung geändert: %1 startet mit %n Leben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/programpanel.cpp" line="348"/>
        <source>Setup changed: %1 starts with %n flag(s) taken.</source>
        <translation>
            <numerusform>Einrichtung geändert: %1 startet mit %n erreichtem Kontrollpunkt.</numerusform>
            <numerusform>Einrichtung geändert: %1 startet mit %n erreichten Kontrollpunkten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="350"/>
        <source>Setup changed: %1 starts powered down.</source>
        <translation>Einrichtung geändert: %1 startet abgeschaltet.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="351"/>
        <source>Setup changed: %1 starts powered up.</source>
        <translation>Einrichtung geändert: %1 startet eingeschaltet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/programpanel.cpp" line="354"/>
        <source>%n what-if(s) of the old setup were dropped.</source>
        <translation>
            <numerusform>%n Was-wäre-wenn der alten Einrichtung wurde verworfen.</numerusform>
            <numerusform>%n Was-wäre-wenn der alten Einrichtung wurden verworfen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::debugger::QuestionHeader</name>
    <message>
        <source>at the end</source>
        <translation type="vanished">am Ende</translation>
    </message>
    <message>
        <source>end of turn %1</source>
        <translation type="vanished">Ende von Runde %1</translation>
    </message>
    <message>
        <source>turn %1, register %2</source>
        <translation type="vanished">Runde %1, Register %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="vanished">%1: %2</translation>
    </message>
    <message>
        <source>winner</source>
        <translation type="vanished">Sieger</translation>
    </message>
    <message>
        <source>%1 (%2): expected %3, got %4</source>
        <translation type="vanished">%1 (%2): erwartet %3, erhalten %4</translation>
    </message>
    <message>
        <location filename="../editor/debugger/questionheader.cpp" line="84"/>
        <source>not decided yet</source>
        <translation>noch nicht entschieden</translation>
    </message>
    <message>
        <location filename="../editor/debugger/questionheader.cpp" line="87"/>
        <source>holds</source>
        <translation>gilt</translation>
    </message>
    <message>
        <location filename="../editor/debugger/questionheader.cpp" line="87"/>
        <source>fails</source>
        <translation>gilt nicht</translation>
    </message>
    <message>
        <location filename="../editor/debugger/questionheader.cpp" line="91"/>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/questionheader.cpp" line="91"/>
        <source>the setup</source>
        <translation>der Aufbau</translation>
    </message>
</context>
<context>
    <name>rf::debugger::RobotList</name>
    <message>
        <location filename="../editor/debugger/debuggerdnd.cpp" line="50"/>
        <source>Drag a robot onto the board to place it there</source>
        <translation>Einen Roboter auf den Spielplan ziehen, um ihn dort zu platzieren</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerdnd.cpp" line="58"/>
        <source>New robot</source>
        <translation>Neuer Roboter</translation>
    </message>
</context>
<context>
    <name>rf::debugger::RulesViewer</name>
    <message>
        <source>Rules</source>
        <translation type="vanished">Regeln</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulesviewer.cpp" line="28"/>
        <source>The rulebook of an edition</source>
        <translation>Das Regelbuch einer Edition</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulesviewer.cpp" line="29"/>
        <source>&amp;Rulebook:</source>
        <translation>&amp;Regelbuch:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulesviewer.cpp" line="35"/>
        <source>Find in the rules</source>
        <translation>In den Regeln suchen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulesviewer.cpp" line="46"/>
        <source>The rules are shown in English: they have not been translated yet.</source>
        <translation>Die Regeln werden auf Englisch gezeigt: Sie sind noch nicht übersetzt.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulesviewer.cpp" line="71"/>
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulesviewer.cpp" line="128"/>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
</context>
<context>
    <name>rf::debugger::RulingChooser</name>
    <message>
        <source>%1 on</source>
        <translation type="vanished">%1 an</translation>
    </message>
    <message>
        <source>%1 off</source>
        <translation type="vanished">%1 aus</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulingchooser.cpp" line="47"/>
        <source>The rules this board plays the scenario with; its programs are translated to them</source>
        <translation>Das Regelwerk, mit dem dieser Spielplan das Szenario spielt; die Programme werden dorthin übersetzt</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulingchooser.cpp" line="54"/>
        <source>Rule options for this board: Space turns the current one on or off</source>
        <translation>Regeloptionen für diesen Spielplan: Leertaste schaltet die aktuelle ein oder aus</translation>
    </message>
</context>
<context>
    <name>rf::debugger::ScenarioMenu</name>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="73"/>
        <source>&amp;Scenario</source>
        <translation>&amp;Szenario</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="78"/>
        <source>&amp;Debug a Scenario on This Course</source>
        <translation>Szenario auf diesem Kurs &amp;debuggen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="68"/>
        <location filename="../editor/debugger/scenariomenu.cpp" line="82"/>
        <source>Scenario Debugger</source>
        <translation>Szenario-Debugger</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="88"/>
        <source>&amp;Open Scenario in the Debugger...</source>
        <translation>Szenario im Debugger ö&amp;ffnen...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="89"/>
        <location filename="../editor/debugger/scenariomenu.cpp" line="96"/>
        <source>Open Scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="90"/>
        <source>Scenarios (*.rfscenario)</source>
        <translation>Szenarien (*.rfscenario)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="108"/>
        <source>Course &amp;Analysis...</source>
        <translation>Kurs&amp;analyse...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="122"/>
        <source>Heat Map of &amp;Deaths</source>
        <translation>Heatmap der &amp;Zerstörungen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="126"/>
        <source>Heat Map of &amp;Visits</source>
        <translation>Heatmap der Be&amp;suche</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="130"/>
        <source>&amp;Hide Heat Map</source>
        <translation>Heatmap aus&amp;blenden</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="154"/>
        <source>Untitled scenario</source>
        <translation>Unbenanntes Szenario</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="156"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message numerus="yes">
        <source>RallyForge did not close properly last time. Restore the unsaved changes to %n scenario(s) in the debugger?</source>
        <translation type="vanished">
            <numerusform>RallyForge wurde beim letzten Mal nicht ordnungsgemäß beendet. Die ungespeicherten Änderungen an %n Szenario im Debugger wiederherstellen?</numerusform>
            <numerusform>RallyForge wurde beim letzten Mal nicht ordnungsgemäß beendet. Die ungespeicherten Änderungen an %n Szenarien im Debugger wiederherstellen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover unsaved scenarios</source>
        <translation type="vanished">Ungespeicherte Szenarien wiederherstellen</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation type="vanished">Wiederherstellung nicht möglich</translation>
    </message>
</context>
<context>
    <name>rf::debugger::Setup2023Panel</name>
    <message>
        <source>%1 (permanent)</source>
        <translation type="vanished">%1 (dauerhaft)</translation>
    </message>
    <message>
        <source>%1 (temporary)</source>
        <translation type="vanished">%1 (einmalig)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="48"/>
        <source>The robot that holds the priority token in the first round: it plays first, then each robot listed after it in turn</source>
        <translation>Der Roboter, der in der ersten Runde den Prioritätsmarker hat: Er spielt zuerst, dann der Reihe nach jeder nach ihm aufgeführte Roboter</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="50"/>
        <source>Priority token:</source>
        <translation>Prioritätsmarker:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="53"/>
        <source>The robot whose start the fields below edit</source>
        <translation>Der Roboter, dessen Start die Felder darunter bearbeiten</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="54"/>
        <source>Robot at the start:</source>
        <translation>Roboter beim Start:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="60"/>
        <source>The robot&apos;s energy at the start (0 to 10)</source>
        <translation>Die Energie des Roboters beim Start (0 bis 10)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="61"/>
        <source>Energy:</source>
        <translation>Energie:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="69"/>
        <source>The Haywire lying face down in register %1 since the last round: it is played there</source>
        <translation>Die Haywire, die seit der letzten Runde verdeckt in Register %1 liegt: Sie wird dort gespielt</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="70"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="79"/>
        <source>Change Face-Down Haywire</source>
        <translation>Verdeckte Haywire ändern</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="94"/>
        <source>Face-down Haywires:</source>
        <translation>Verdeckte Haywires:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="98"/>
        <source>Installed upgrades, oldest first: at most 3 permanent and 3 temporary (Delete removes one)</source>
        <translation>Installierte Upgrades, das älteste zuerst: höchstens 3 dauerhafte und 3 einmalige (Entf entfernt eines)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="100"/>
        <source>Installed:</source>
        <translation>Installiert:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="104"/>
        <source>The upgrades in the robot&apos;s collection, not installed, oldest first (Delete removes one)</source>
        <translation>Die Upgrades in der Sammlung des Roboters, nicht installiert, das älteste zuerst (Entf entfernt eines)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="106"/>
        <source>Collection:</source>
        <translation>Sammlung:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="113"/>
        <source>Install</source>
        <translation>Installieren</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="115"/>
        <source>Install this upgrade on the robot at the start</source>
        <translation>Dieses Upgrade beim Start auf dem Roboter installieren</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="116"/>
        <source>To Collection</source>
        <translation>In die Sammlung</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="118"/>
        <source>Put this upgrade in the robot&apos;s collection at the start</source>
        <translation>Dieses Upgrade beim Start in die Sammlung des Roboters legen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="119"/>
        <source>Upgrade:</source>
        <translation>Upgrade:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="125"/>
        <source>Rebooting</source>
        <translation>Startet neu</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="127"/>
        <source>The robot rebooted in the last round: it is off the board and re-enters in register 1 on the reboot token at its square</source>
        <translation>Der Roboter ist in der letzten Runde neu gestartet: Er ist nicht auf dem Spielplan und kommt in Register 1 auf der Neustartmarke seines Felds wieder ins Spiel</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="134"/>
        <source>Change Energy</source>
        <translation>Energie ändern</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="137"/>
        <source>Install %1</source>
        <translation>%1 installieren</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="137"/>
        <source>Add %1 to the Collection</source>
        <translation>%1 in die Sammlung legen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="143"/>
        <source>Set Rebooting</source>
        <translation>Neustart setzen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="143"/>
        <source>Clear Rebooting</source>
        <translation>Neustart aufheben</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="203"/>
        <source>Give the Priority Token to %1</source>
        <translation>Prioritätsmarker an %1 geben</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="215"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="225"/>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="225"/>
        <source>Remove %1 from the Collection</source>
        <translation>%1 aus der Sammlung entfernen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="248"/>
        <source>Setup</source>
        <translation>Einrichtung</translation>
    </message>
</context>
<context>
    <name>rf::debugger::SetupPanel</name>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="49"/>
        <source>Ruleset:</source>
        <translation>Regelwerk:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="60"/>
        <source>Robots:</source>
        <translation>Roboter:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="64"/>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="68"/>
        <source>Turns:</source>
        <translation>Runden:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="72"/>
        <source>whole turns</source>
        <translation>ganze Runden</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="73"/>
        <source>Play this many registers from the start instead of whole turns</source>
        <translation>So viele Register ab Spielbeginn spielen statt ganzer Runden</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="74"/>
        <source>Registers:</source>
        <translation>Register:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="75"/>
        <source>Then the end of the turn</source>
        <translation>Danach das Rundenende</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="76"/>
        <source>After a register 5, also play the end of that turn</source>
        <translation>Nach einem Register 5 auch das Ende dieser Runde spielen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="78"/>
        <source>Play on after the win</source>
        <translation>Nach dem Sieg weiterspielen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="80"/>
        <source>Play on after a robot has taken the last checkpoint, for second place and after; by default the game ends at the win</source>
        <translation>Weiterspielen, nachdem ein Roboter den letzten Kontrollpunkt erreicht hat, um den zweiten Platz und die folgenden; standardmäßig endet das Spiel mit dem Sieg</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="83"/>
        <source>Apply Setup</source>
        <translation>Einrichtung anwenden</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="85"/>
        <source>Replay the scenario with this ruleset, these options, seed and length</source>
        <translation>Das Szenario mit diesem Regelwerk, diesen Optionen, diesem Startwert und dieser Länge neu abspielen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="87"/>
        <location filename="../editor/debugger/setuppanel.cpp" line="158"/>
        <source>Random Programs</source>
        <translation>Zufällige Programme</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="88"/>
        <source>Clear every robot&apos;s programs: the seed draws them from the dealt cards</source>
        <translation>Die Programme aller Roboter leeren: der Startwert zieht sie aus den ausgeteilten Karten</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="152"/>
        <source>Setup</source>
        <translation>Einrichtung</translation>
    </message>
</context>
<context>
    <name>rf::debugger::SharingController</name>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="42"/>
        <source>Copy Situation as Scenario</source>
        <translation>Situation als Szenario kopieren</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="44"/>
        <source>The current situation is on the clipboard as a scenario file.</source>
        <translation>Die aktuelle Situation liegt als Szenariodatei in der Zwischenablage.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="46"/>
        <source>Export Trace as Text...</source>
        <translation>Ablaufprotokoll als Text exportieren...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="47"/>
        <source>Export Current Step as Image...</source>
        <translation>Aktuellen Schritt als Bild exportieren...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="48"/>
        <source>Export &amp;Ruling...</source>
        <translation>&amp;Schiedsspruch exportieren...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="50"/>
        <source>Save Expectations Here</source>
        <translation>Erwartungen hier speichern</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="53"/>
        <source>Save Expectations</source>
        <translation>Erwartungen speichern</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="55"/>
        <source>Expectations added; save the scenario to keep them.</source>
        <translation>Erwartungen hinzugefügt; das Szenario speichern, um sie zu behalten.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="62"/>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="68"/>
        <source>Export Trace</source>
        <translation>Ablaufprotokoll exportieren</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="62"/>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="63"/>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="68"/>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="85"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="74"/>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="85"/>
        <source>Export Image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="74"/>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="75"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="132"/>
        <source>Substep %1 of %2: %3</source>
        <translation>Teilschritt %1 von %2: %3</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="133"/>
        <source>The start, before the first substep</source>
        <translation>Der Anfang, vor dem ersten Teilschritt</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="171"/>
        <source>Wrote the ruling report %1: it opens in any web browser.</source>
        <translation>Schiedsspruch-Bericht %1 geschrieben: Er öffnet sich in jedem Webbrowser.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="188"/>
        <source>Expectations hold after a register (its checkpoints substep), after a turn (clean-up) or at the end: step there first.</source>
        <translation>Erwartungen gelten nach einem Register (seinem Kontrollpunkt-Teilschritt), nach einer Runde (Aufräumen) oder am Ende: zuerst dorthin gehen.</translation>
    </message>
</context>
<context>
    <name>rf::debugger::ShopPanel</name>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="21"/>
        <source>This game has no upgrades: there is no shop.</source>
        <translation>Dieses Spiel hat keine Upgrades: es gibt keinen Shop.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="31"/>
        <source>Upgrade</source>
        <translation>Upgrade</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="31"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="44"/>
        <source>Upgrade deck:</source>
        <translation>Upgradestapel:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="45"/>
        <source>Upgrade discard pile:</source>
        <translation>Upgrade-Ablagestapel:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="46"/>
        <source>Damage piles:</source>
        <translation>Schadensstapel:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="95"/>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/shoppanel.cpp" line="66"/>
        <source>%n energy</source>
        <translation>
            <numerusform>%n Energie</numerusform>
            <numerusform>%n Energie</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="68"/>
        <source>A permanent upgrade</source>
        <translation>Ein dauerhaftes Upgrade</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="68"/>
        <source>A temporary upgrade</source>
        <translation>Ein einmaliges Upgrade</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/shoppanel.cpp" line="76"/>
        <location filename="../editor/debugger/shoppanel.cpp" line="77"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="90"/>
        <source>%1: no limit</source>
        <translation>%1: unbegrenzt</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="90"/>
        <source>%1: %2 left</source>
        <translation>%1: %2 übrig</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="83"/>
        <source>none counted: no pile runs out</source>
        <translation>keiner gezählt: kein Stapel geht aus</translation>
    </message>
</context>
<context>
    <name>rf::editor::BeltTool</name>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="222"/>
        <source>Belt path</source>
        <translation>Förderbandpfad</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="223"/>
        <source>Drag a path to lay conveyor belts along it (T)</source>
        <translation>Einen Pfad ziehen, um Förderbänder entlang zu legen (T)</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="226"/>
        <source>&lt;b&gt;Belt path&lt;/b&gt;&lt;p&gt;Drag from square to square to lay a conveyor belt that carries robots along the path. Turns become curves, belts that already point into the path become merges, and a belt the path runs into takes it as an input. The express belt of the palette lays express belts; a single click lays one belt facing the current rotation (R).&lt;/p&gt;</source>
        <translation>&lt;b&gt;Förderbandpfad&lt;/b&gt;&lt;p&gt;Von Feld zu Feld ziehen, um ein Förderband zu legen, das Roboter entlang des Pfads trägt. Abbiegungen werden zu Kurven, Bänder, die bereits in den Pfad zeigen, werden zu Zusammenführungen, und ein Band, in das der Pfad mündet, nimmt ihn als Eingang auf. Das Expressförderband der Palette legt Expressbänder; ein einzelner Klick legt ein Band in der aktuellen Drehrichtung (R).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="235"/>
        <source>The %1 layer is locked</source>
        <translation>Die Ebene „%1“ ist gesperrt</translation>
    </message>
</context>
<context>
    <name>rf::editor::BoardTool</name>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="190"/>
        <source>Arrange boards</source>
        <translation>Spielpläne anordnen</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="191"/>
        <source>Drag boards to move them on the course; R turns the board under the cursor (M)</source>
        <translation>Spielpläne ziehen, um sie auf dem Kurs zu verschieben; R dreht den Spielplan unter dem Mauszeiger (M)</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="194"/>
        <source>&lt;b&gt;Arrange boards&lt;/b&gt;&lt;p&gt;Drag a board of the course to move it on the course grid; R and Shift+R turn the board under the cursor. A board cannot be moved onto another one. Add boards with Course &gt; Add Board.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Spielpläne anordnen&lt;/b&gt;&lt;p&gt;Einen Spielplan des Kurses ziehen, um ihn auf dem Kursraster zu verschieben; R und Umschalt+R drehen den Spielplan unter dem Mauszeiger. Ein Spielplan kann nicht auf einen anderen gelegt werden. Spielpläne fügt man mit Kurs &gt; Spielplan hinzufügen hinzu.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="208"/>
        <source>This board has squares on a locked level: unlock the level to move the board</source>
        <translation>Dieser Spielplan hat Felder auf einer gesperrten Ebene: die Ebene entsperren, um den Spielplan zu verschieben</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="241"/>
        <source>A board cannot be moved there: it would overlap another board or leave the grid</source>
        <translation>Der Spielplan kann nicht dorthin: er würde einen anderen überlappen oder das Raster verlassen</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="266"/>
        <source>This board has squares on a locked level: unlock the level to turn the board</source>
        <translation>Dieser Spielplan hat Felder auf einer gesperrten Ebene: die Ebene entsperren, um den Spielplan zu drehen</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="272"/>
        <source>The board cannot turn there: it would overlap another board</source>
        <translation>Der Spielplan kann sich dort nicht drehen: er würde einen anderen überlappen</translation>
    </message>
</context>
<context>
    <name>rf::editor::BoardView</name>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="193"/>
        <source>Zooms so the whole course fits the window, and keeps it fitting as the window changes until you zoom.</source>
        <translation>Zoomt so, dass der ganze Kurs ins Fenster passt, und hält ihn passend, wenn sich das Fenster ändert, bis Sie selbst zoomen.</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="195"/>
        <source>Resets the zoom to 100%.</source>
        <translation>Setzt den Zoom auf 100 % zurück.</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="195"/>
        <source>One square at its natural size</source>
        <translation>Ein Feld in natürlicher Größe</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="195"/>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="192"/>
        <source>Show the whole course</source>
        <translation>Den ganzen Kurs zeigen</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="192"/>
        <source>&amp;Fit to Window</source>
        <translation>&amp;An Fenster anpassen</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="191"/>
        <source>Shows the board smaller.</source>
        <translation>Zeigt den Spielplan kleiner.</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="191"/>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="191"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="189"/>
        <source>Shows the board larger. The mouse wheel zooms at the cursor.</source>
        <translation>Zeigt den Spielplan größer. Das Mausrad zoomt am Mauszeiger.</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="189"/>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="189"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="42"/>
        <source>&lt;b&gt;Canvas&lt;/b&gt;&lt;p&gt;The board or course being edited. The current tool acts on it with the left button. Wheel zooms at the cursor; drag with the middle button, or hold Space and drag, to pan.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Zeichenfläche&lt;/b&gt;&lt;p&gt;Der bearbeitete Spielplan oder Kurs. Das aktuelle Werkzeug wirkt mit der linken Maustaste. Das Mausrad zoomt am Mauszeiger; mit der mittleren Taste ziehen oder Leertaste halten und ziehen, um die Ansicht zu verschieben.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::editor::BreakpointModel</name>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="112"/>
        <source>any robot</source>
        <translation>beliebiger Roboter</translation>
    </message>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="115"/>
        <source>Substep: %1</source>
        <translation>Teilschritt: %1</translation>
    </message>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="117"/>
        <source>%1 is damaged</source>
        <translation>%1 wird beschädigt</translation>
    </message>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="119"/>
        <source>%1 is destroyed</source>
        <translation>%1 wird zerstört</translation>
    </message>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="121"/>
        <source>%1 moves</source>
        <translation>%1 bewegt sich</translation>
    </message>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="123"/>
        <source>%1 enters %2,%3</source>
        <translation>%1 betritt %2,%3</translation>
    </message>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="128"/>
        <source>Decision point: %1 can decide</source>
        <translation>Entscheidungspunkt: %1 kann entscheiden</translation>
    </message>
</context>
<context>
    <name>rf::editor::CoursePanel</name>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="71"/>
        <source>Notes on the course: its idea, where to play it, what to watch</source>
        <translation>Notizen zum Kurs: seine Idee, wo man ihn spielt, worauf man achtet</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="78"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="79"/>
        <source>&amp;Author:</source>
        <translation>&amp;Autor:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="80"/>
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="82"/>
        <source>Measured figures</source>
        <translation>Gemessene Werte</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="85"/>
        <source>Game length:</source>
        <translation>Spieldauer:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="85"/>
        <source>Robots finishing:</source>
        <translation>Roboter im Ziel:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="85"/>
        <source>Games won:</source>
        <translation>Gewonnene Spiele:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="86"/>
        <source>Danger:</source>
        <translation>Gefahr:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="86"/>
        <source>Hardest leg:</source>
        <translation>Schwerster Abschnitt:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="86"/>
        <source>Measured with:</source>
        <translation>Gemessen mit:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="87"/>
        <source>Reproduce:</source>
        <translation>Wiederholen:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="93"/>
        <source>The command line that plays the same games again (rallyforge-cli)</source>
        <translation>Die Befehlszeile, die dieselben Spiele noch einmal spielt (rallyforge-cli)</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="103"/>
        <source>Robots per game, on the course&apos;s start positions</source>
        <translation>Roboter pro Spiel, auf den Startpositionen des Kurses</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="107"/>
        <source>More games give steadier figures and take longer</source>
        <translation>Mehr Spiele geben stetigere Werte und dauern länger</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="110"/>
        <source>R&amp;uleset:</source>
        <translation>Re&amp;gelwerk:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="111"/>
        <source>&amp;Robots:</source>
        <translation>&amp;Roboter:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="112"/>
        <source>&amp;Games:</source>
        <translation>&amp;Spiele:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="115"/>
        <source>Play games of planning robots on the course in the background and keep their figures</source>
        <translation>Im Hintergrund Spiele planender Roboter auf dem Kurs spielen und ihre Werte behalten</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="116"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="117"/>
        <source>Stop measuring; the figures stay as they were</source>
        <translation>Messung beenden; die Werte bleiben, wie sie waren</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="237"/>
        <source>Measure &amp;Again</source>
        <translation>Erneut &amp;messen</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="237"/>
        <source>&amp;Measure</source>
        <translation>&amp;Messen</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="249"/>
        <source>%1 deaths per robot-turn (%2)</source>
        <translation>%1 Zerstörungen pro Roboter-Runde (%2)</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="252"/>
        <source>%1: %2 of its robots destroyed</source>
        <translation>%1: %2 seiner Roboter zerstört</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="255"/>
        <source>median %1 turns</source>
        <translation>Median %1 Runden</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="257"/>
        <source>%1 games of %2 robots, %3 (%4), seed %5, on %6</source>
        <translation>%1 Spiele mit %2 Robotern, %3 (%4), Startwert %5, am %6</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="271"/>
        <source>Not measured yet: Measure plays games of planning robots on the course and keeps their figures with it.</source>
        <translation>Noch nicht gemessen: Messen lässt planende Roboter Spiele auf dem Kurs spielen und behält ihre Werte bei ihm.</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="276"/>
        <source>squares or elements moved, turned or changed</source>
        <translation>Felder oder Elemente verschoben, gedreht oder geändert</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="278"/>
        <source>&lt;b&gt;Stale:&lt;/b&gt; the course changed since these figures were measured (%1). Measure again to update them.</source>
        <translation>&lt;b&gt;Veraltet:&lt;/b&gt; der Kurs hat sich seit der Messung dieser Werte geändert (%1). Erneut messen, um sie zu aktualisieren.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/widgets/coursepanel.cpp" line="304"/>
        <source>Measuring: planning robots play %n game(s) on the course...</source>
        <translation>
            <numerusform>Messung: planende Roboter spielen %n Spiel auf dem Kurs...</numerusform>
            <numerusform>Messung: planende Roboter spielen %n Spiele auf dem Kurs...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="316"/>
        <source>Measure the course</source>
        <translation>Kurs messen</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="324"/>
        <source>The course could not be measured: %1</source>
        <translation>Der Kurs konnte nicht gemessen werden: %1</translation>
    </message>
</context>
<context>
    <name>rf::editor::DiagnosticsModel</name>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="54"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="56"/>
        <source>north of %1, %2</source>
        <translation>nördlich von %1, %2</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="57"/>
        <source>west of %1, %2</source>
        <translation>westlich von %1, %2</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="58"/>
        <source>course</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="70"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="70"/>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="96"/>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="97"/>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="98"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="99"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
</context>
<context>
    <name>rf::editor::Document</name>
    <message>
        <location filename="../editor/document/boarddocument.cpp" line="26"/>
        <location filename="../editor/document/document.cpp" line="44"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
</context>
<context>
    <name>rf::editor::EdgeTool</name>
    <message>
        <location filename="../editor/tools/edgetool.cpp" line="23"/>
        <source>Walls and edges</source>
        <translation>Wände und Kanten</translation>
    </message>
    <message>
        <location filename="../editor/tools/edgetool.cpp" line="24"/>
        <source>Click or drag along square borders to add walls, lasers, pushers... (W)</source>
        <translation>Entlang der Feldränder klicken oder ziehen, um Wände, Laser, Schieber... hinzuzufügen (W)</translation>
    </message>
    <message>
        <location filename="../editor/tools/edgetool.cpp" line="27"/>
        <source>&lt;b&gt;Walls and edges&lt;/b&gt;&lt;p&gt;Click near a square border, or drag along borders, to put the edge feature chosen in the palette there: wall, one-way wall, laser, pusher, ledge, no-ledge or repulsor field. R and Shift+R choose the direction (lasers fire, pushers push and one-way walls block that way); on the board border it points onto the board. Drag with the right button, or hold Ctrl, to remove features of that kind.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Wände und Kanten&lt;/b&gt;&lt;p&gt;Nahe einem Feldrand klicken oder entlang der Ränder ziehen, um das in der Palette gewählte Kantenelement dort zu platzieren: Wand, Einbahnwand, Laser, Schieber, Kante, keine Kante oder Abstoßungsfeld. R und Umschalt+R wählen die Richtung (Laser schießen, Schieber schieben und Einbahnwände sperren in diese Richtung); am Spielplanrand zeigt sie auf den Spielplan. Mit der rechten Taste ziehen oder Strg halten, um Elemente dieser Art zu entfernen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/edgetool.cpp" line="59"/>
        <source>Choose a wall or edge feature in the palette</source>
        <translation>Eine Wand oder ein Kantenelement in der Palette wählen</translation>
    </message>
    <message>
        <location filename="../editor/tools/edgetool.cpp" line="63"/>
        <source>The %1 layer is locked</source>
        <translation>Die Ebene „%1“ ist gesperrt</translation>
    </message>
</context>
<context>
    <name>rf::editor::EditorActions</name>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="129"/>
        <source>Outlines each square and border a validation error (red) or warning (amber) names, with a badge on squares.</source>
        <translation>Umrandet jedes Feld und jede Kante, die ein Prüfungsfehler (rot) oder eine Warnung (gelb) nennt, mit einem Abzeichen auf Feldern.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="128"/>
        <source>Outline the squares and borders the validation names</source>
        <translation>Die Felder und Kanten umranden, die die Prüfung nennt</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="128"/>
        <source>Mark &amp;Problems on the Board</source>
        <translation>&amp;Probleme auf dem Spielplan markieren</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="51"/>
        <source>&amp;New...</source>
        <translation>&amp;Neu...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="51"/>
        <source>Start an empty board or course</source>
        <translation>Einen leeren Spielplan oder Kurs beginnen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="52"/>
        <source>Replaces the document with an empty board or course of the size you choose, after asking about unsaved changes.</source>
        <translation>Ersetzt das Dokument durch einen leeren Spielplan oder Kurs in der gewählten Größe, nach Rückfrage zu ungespeicherten Änderungen.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="55"/>
        <source>&amp;Open...</source>
        <translation>&amp;Öffnen...</translation>
    </message>
    <message>
        <source>Open a board or course</source>
        <translation type="vanished">Einen Spielplan oder Kurs öffnen</translation>
    </message>
    <message>
        <source>Opens a RallyForge board or course file (*.rfboard).</source>
        <translation type="vanished">Öffnet eine RallyForge-Spielplan- oder Kursdatei (*.rfboard).</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="67"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="67"/>
        <source>Save the document</source>
        <translation>Das Dokument speichern</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="67"/>
        <source>Saves the document to its file, asking for a name the first time.</source>
        <translation>Speichert das Dokument in seine Datei; beim ersten Mal wird nach einem Namen gefragt.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="68"/>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="68"/>
        <source>Save the document under a new name</source>
        <translation>Das Dokument unter neuem Namen speichern</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="68"/>
        <source>Saves the document to a new file.</source>
        <translation>Speichert das Dokument in eine neue Datei.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="69"/>
        <source>Re&amp;vert</source>
        <translation>Zu&amp;rücksetzen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="69"/>
        <source>Discard the changes since the last save</source>
        <translation>Änderungen seit dem letzten Speichern verwerfen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="69"/>
        <source>Reloads the file from disk, discarding unsaved changes.</source>
        <translation>Lädt die Datei neu von der Festplatte und verwirft ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="70"/>
        <source>&amp;Import...</source>
        <translation>&amp;Importieren...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="70"/>
        <source>Import a board from another program&apos;s format</source>
        <translation>Einen Spielplan im Format eines anderen Programms importieren</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="70"/>
        <source>Reads a board in one of the formats of other RoboRally programs; elements that cannot be carried over are listed.</source>
        <translation>Liest einen Spielplan in einem der Formate anderer RoboRally-Programme; nicht übertragbare Elemente werden aufgelistet.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="71"/>
        <source>&amp;Export...</source>
        <translation>&amp;Exportieren...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="71"/>
        <source>Export the course to another program&apos;s format</source>
        <translation>Den Kurs im Format eines anderen Programms exportieren</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="71"/>
        <source>Writes the course in one of the formats of other RoboRally programs; elements that cannot be carried over are listed.</source>
        <translation>Schreibt den Kurs in einem der Formate anderer RoboRally-Programme; nicht übertragbare Elemente werden aufgelistet.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="72"/>
        <source>Export &amp;Image...</source>
        <translation>Bild e&amp;xportieren...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="72"/>
        <source>Save the course as a PNG, SVG or PDF</source>
        <translation>Den Kurs als PNG, SVG oder PDF speichern</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="73"/>
        <source>Writes the course as a PNG or SVG picture or as a PDF at real print size (21 mm per square by default), with optional cut marks.</source>
        <translation>Schreibt den Kurs als PNG- oder SVG-Bild oder als PDF in echter Druckgröße (standardmäßig 21 mm pro Feld), wahlweise mit Schnittmarken.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="76"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="76"/>
        <source>Quit RallyForge</source>
        <translation>RallyForge beenden</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="76"/>
        <source>Closes the window, asking about unsaved changes.</source>
        <translation>Schließt das Fenster, mit Rückfrage zu ungespeicherten Änderungen.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="89"/>
        <location filename="../editor/app/editoractions.cpp" line="211"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="89"/>
        <source>Undo the last change</source>
        <translation>Die letzte Änderung rückgängig machen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="89"/>
        <source>Undoes the last change. Not available while a drag is in progress.</source>
        <translation>Macht die letzte Änderung rückgängig. Nicht verfügbar, während gezogen wird.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="90"/>
        <location filename="../editor/app/editoractions.cpp" line="212"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="90"/>
        <source>Redo the change undone last</source>
        <translation>Die zuletzt rückgängig gemachte Änderung wiederholen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="90"/>
        <source>Redoes the change undone last. Not available while a drag is in progress.</source>
        <translation>Wiederholt die zuletzt rückgängig gemachte Änderung. Nicht verfügbar, während gezogen wird.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="93"/>
        <source>Cu&amp;t</source>
        <translation>Aus&amp;schneiden</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="93"/>
        <source>Cut the selected squares to the clipboard</source>
        <translation>Die ausgewählten Felder in die Zwischenablage ausschneiden</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="93"/>
        <source>Copies the selected squares with everything on them to the clipboard and clears them.</source>
        <translation>Kopiert die ausgewählten Felder mit allem darauf in die Zwischenablage und leert sie.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="94"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="94"/>
        <source>Copy the selected squares to the clipboard</source>
        <translation>Die ausgewählten Felder in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="94"/>
        <source>Copies the selected squares with everything on them to the clipboard, as board JSON.</source>
        <translation>Kopiert die ausgewählten Felder mit allem darauf als Spielplan-JSON in die Zwischenablage.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="95"/>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="95"/>
        <source>Paste squares from the clipboard</source>
        <translation>Felder aus der Zwischenablage einfügen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="95"/>
        <source>Pastes copied squares at the selection, or at the square under the cursor.</source>
        <translation>Fügt kopierte Felder an der Auswahl oder am Feld unter dem Mauszeiger ein.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="96"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="96"/>
        <source>Clear the selected squares</source>
        <translation>Die ausgewählten Felder leeren</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="96"/>
        <source>Clears the selected squares, or removes the selected walls and edge features.</source>
        <translation>Leert die ausgewählten Felder oder entfernt die ausgewählten Wände und Kantenelemente.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="97"/>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="97"/>
        <source>Select every square</source>
        <translation>Alle Felder auswählen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="97"/>
        <source>Selects the whole grid.</source>
        <translation>Wählt das ganze Raster aus.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="98"/>
        <source>Select &amp;None</source>
        <translation>Auswahl aufhe&amp;ben</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="98"/>
        <source>Clear the selection</source>
        <translation>Die Auswahl aufheben</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="98"/>
        <source>Clears the selection.</source>
        <translation>Hebt die Auswahl auf.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="99"/>
        <source>Rotate Selection &amp;Clockwise</source>
        <translation>Auswahl im &amp;Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="99"/>
        <source>Turn the selected squares a quarter turn clockwise</source>
        <translation>Die ausgewählten Felder um eine Vierteldrehung im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="99"/>
        <source>Turns the selected squares, with every direction on them, a quarter turn clockwise.</source>
        <translation>Dreht die ausgewählten Felder mit allen Richtungen darauf um eine Vierteldrehung im Uhrzeigersinn.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="100"/>
        <source>Rotate Selection C&amp;ounterclockwise</source>
        <translation>Auswahl &amp;gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="100"/>
        <source>Turn the selected squares a quarter turn counterclockwise</source>
        <translation>Die ausgewählten Felder um eine Vierteldrehung gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="100"/>
        <source>Turns the selected squares a quarter turn counterclockwise.</source>
        <translation>Dreht die ausgewählten Felder um eine Vierteldrehung gegen den Uhrzeigersinn.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="101"/>
        <source>&amp;Mirror Horizontally</source>
        <translation>&amp;Horizontal spiegeln</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="101"/>
        <source>Mirror the selected squares east to west</source>
        <translation>Die ausgewählten Felder von Ost nach West spiegeln</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="101"/>
        <source>Mirrors the selected squares east to west; directions and gear senses flip with them.</source>
        <translation>Spiegelt die ausgewählten Felder von Ost nach West; Richtungen und Drehsinn der Zahnräder kehren sich mit um.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="102"/>
        <source>Mirror &amp;Vertically</source>
        <translation>&amp;Vertikal spiegeln</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="102"/>
        <source>Mirror the selected squares north to south</source>
        <translation>Die ausgewählten Felder von Nord nach Süd spiegeln</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="102"/>
        <source>Mirrors the selected squares north to south; directions and gear senses flip with them.</source>
        <translation>Spiegelt die ausgewählten Felder von Nord nach Süd; Richtungen und Drehsinn der Zahnräder kehren sich mit um.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="103"/>
        <source>&amp;Turn Element</source>
        <translation>Element &amp;drehen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="103"/>
        <source>Turn the palette element clockwise (R)</source>
        <translation>Das Palettenelement im Uhrzeigersinn drehen (R)</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="103"/>
        <source>Turns the element being placed a quarter turn clockwise; with the board tool, turns the board under the cursor.</source>
        <translation>Dreht das zu platzierende Element um eine Vierteldrehung im Uhrzeigersinn; mit dem Spielplanwerkzeug den Spielplan unter dem Mauszeiger.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="104"/>
        <source>Turn Element &amp;Back</source>
        <translation>Element &amp;zurückdrehen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="104"/>
        <source>Turn the palette element counterclockwise (Shift+R)</source>
        <translation>Das Palettenelement gegen den Uhrzeigersinn drehen (Umschalt+R)</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="104"/>
        <source>Turns the element being placed a quarter turn counterclockwise.</source>
        <translation>Dreht das zu platzierende Element um eine Vierteldrehung gegen den Uhrzeigersinn.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="123"/>
        <source>Show &amp;Grid</source>
        <translation>&amp;Raster anzeigen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="123"/>
        <source>Show or hide the grid lines</source>
        <translation>Rasterlinien ein- oder ausblenden</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="123"/>
        <source>Shows or hides the thin lines between squares.</source>
        <translation>Blendet die dünnen Linien zwischen den Feldern ein oder aus.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="135"/>
        <source>Add Board from &amp;File...</source>
        <translation>Spielplan aus &amp;Datei hinzufügen...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="135"/>
        <source>Add a board file to the course</source>
        <translation>Eine Spielplandatei zum Kurs hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="135"/>
        <source>Adds a board from a file to the right of the course; arrange it with the Arrange Boards tool.</source>
        <translation>Fügt einen Spielplan aus einer Datei rechts am Kurs an; mit dem Werkzeug „Spielpläne anordnen“ platzieren.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="136"/>
        <source>&amp;Remove Board</source>
        <translation>Spielplan ent&amp;fernen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="136"/>
        <source>Remove the board holding the selection</source>
        <translation>Den Spielplan mit der Auswahl entfernen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="136"/>
        <source>Removes the board that holds the selected squares from the course.</source>
        <translation>Entfernt den Spielplan mit den ausgewählten Feldern aus dem Kurs.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="138"/>
        <source>Add Board</source>
        <translation>Spielplan hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="148"/>
        <source>&amp;Generate Course...</source>
        <translation>Kurs &amp;erzeugen...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="148"/>
        <source>Generate a course to a target length and danger</source>
        <translation>Einen Kurs mit gewünschter Länge und Gefahr erzeugen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="149"/>
        <source>Places boards of the library into courses, chooses their checkpoints and measures each with games of planning robots; the courses closest to the target length and danger are offered to open.</source>
        <translation>Setzt Spielpläne der Bibliothek zu Kursen zusammen, wählt ihre Kontrollpunkte und misst jeden Kurs mit Spielen planender Roboter; die Kurse, die Länge und Gefahr am besten treffen, werden zum Öffnen angeboten.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="152"/>
        <source>Course &amp;Properties...</source>
        <translation>Kurse&amp;igenschaften...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="153"/>
        <source>Name, author, notes and measured figures of the course</source>
        <translation>Name, Autor, Notizen und gemessene Werte des Kurses</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="154"/>
        <source>Shows the Course panel: the course&apos;s name, author and notes, and the figures planning robots measured on it, marked stale after an edit and measured again with one click.</source>
        <translation>Zeigt das Kurs-Fenster: Name, Autor und Notizen des Kurses und die Werte, die planende Roboter auf ihm gemessen haben, nach einer Bearbeitung als veraltet markiert und mit einem Klick neu gemessen.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="167"/>
        <source>What&apos;s &amp;This?</source>
        <translation>&amp;Was ist das?</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="167"/>
        <source>Click on anything to learn what it does</source>
        <translation>Auf etwas klicken, um zu erfahren, was es tut</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="167"/>
        <source>Enters What&apos;s This mode: click on a tool or panel for help.</source>
        <translation>Wechselt in den „Was ist das?“-Modus: für Hilfe auf ein Werkzeug oder Fenster klicken.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="169"/>
        <source>&amp;About RallyForge</source>
        <translation>&amp;Über RallyForge</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="169"/>
        <source>Versions and licence</source>
        <translation>Versionen und Lizenz</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="169"/>
        <source>Shows the versions of RallyForge, Qt and KArchive.</source>
        <translation>Zeigt die Versionen von RallyForge, Qt und KArchive.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="171"/>
        <source>About RallyForge</source>
        <translation>Über RallyForge</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="172"/>
        <source>&lt;h3&gt;RallyForge %1&lt;/h3&gt;&lt;p&gt;Board and scenario editor with a rules simulator for RoboRally-style factory race games.&lt;/p&gt;&lt;p&gt;Qt %2, KArchive %3&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RallyForge %1&lt;/h3&gt;&lt;p&gt;Spielplan- und Szenarioeditor mit Regelsimulator für Fabrikrennspiele im Stil von RoboRally.&lt;/p&gt;&lt;p&gt;Qt %2, KArchive %3&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="177"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="177"/>
        <source>About the Qt toolkit</source>
        <translation>Über das Qt-Toolkit</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="177"/>
        <source>Shows the Qt version and licence.</source>
        <translation>Zeigt die Qt-Version und -Lizenz.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="211"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="212"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="234"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="237"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="253"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="260"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="270"/>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="273"/>
        <source>&amp;Course</source>
        <translation>&amp;Kurs</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="275"/>
        <source>Add &amp;Shipped Board</source>
        <translation>&amp;Mitgelieferten Spielplan hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="288"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="295"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="305"/>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="326"/>
        <source>No shipped boards found</source>
        <translation>Keine mitgelieferten Spielpläne gefunden</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="335"/>
        <source>Copied %1 x %2 squares</source>
        <translation>%1 x %2 Felder kopiert</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="344"/>
        <source>Cut</source>
        <translation>Ausschneiden</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="353"/>
        <source>The clipboard holds no RallyForge squares</source>
        <translation>Die Zwischenablage enthält keine RallyForge-Felder</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="372"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="430"/>
        <source>Opened %1: save it to keep it</source>
        <translation>%1 geöffnet: speichern, um ihn zu behalten</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="439"/>
        <location filename="../editor/app/editoractions.cpp" line="443"/>
        <location filename="../editor/app/editoractions.cpp" line="451"/>
        <source>Cannot add board</source>
        <translation>Spielplan kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="443"/>
        <source>%1 is a course; add its boards one by one.</source>
        <translation>%1 ist ein Kurs; seine Spielpläne einzeln hinzufügen.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="451"/>
        <source>The course would be larger than %1 squares across.</source>
        <translation>Der Kurs wäre breiter als %1 Felder.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="455"/>
        <source>Added %1; drag it into place with the Arrange Boards tool</source>
        <translation>%1 hinzugefügt; mit dem Werkzeug „Spielpläne anordnen“ an seinen Platz ziehen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="144"/>
        <source>Resi&amp;ze Board...</source>
        <translation>Spielplan&amp;größe ändern...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="55"/>
        <source>Open a board, course or scenario</source>
        <translation>Einen Spielplan, Kurs oder ein Szenario öffnen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="56"/>
        <source>Opens a RallyForge board or course file (*.rfboard), or a scenario (*.rfscenario) in a debugger window of its own.</source>
        <translation>Öffnet eine RallyForge-Spielplan- oder Kursdatei (*.rfboard) oder ein Szenario (*.rfscenario) in einem eigenen Debugger-Fenster.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="60"/>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="60"/>
        <source>Close the board or course</source>
        <translation>Den Spielplan oder Kurs schließen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="61"/>
        <source>Closes the document after asking about unsaved changes, leaving an empty untitled board.</source>
        <translation>Schließt das Dokument nach Rückfrage zu ungespeicherten Änderungen; danach ist ein leerer, unbenannter Spielplan offen.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="144"/>
        <location filename="../editor/app/editoractions.cpp" line="224"/>
        <source>Change the size of the board</source>
        <translation>Die Größe des Spielplans ändern</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="145"/>
        <source>Gives the board a new width and height, its squares moved by an offset; what falls outside is listed before you confirm. One undo step.</source>
        <translation>Gibt dem Spielplan eine neue Breite und Höhe, seine Felder um einen Versatz verschoben; was herausfällt, wird vor der Bestätigung aufgelistet. Ein Rückgängig-Schritt.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="225"/>
        <source>A course&apos;s grid is made by its boards: open a board on its own to resize it, or arrange the boards with the Arrange Boards tool</source>
        <translation>Das Raster eines Kurses ergibt sich aus seinen Spielplänen: einen Spielplan einzeln öffnen, um seine Größe zu ändern, oder die Spielpläne mit dem Werkzeug „Spielpläne anordnen“ anordnen</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="467"/>
        <source>Resized the board to %1 x %2</source>
        <translation>Spielplangröße auf %1 x %2 geändert</translation>
    </message>
</context>
<context>
    <name>rf::editor::EraseTool</name>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="172"/>
        <source>Erase</source>
        <translation>Radieren</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="173"/>
        <source>Erase the current layer on squares (E); Shift erases every unlocked layer</source>
        <translation>Die aktuelle Ebene auf Feldern radieren (E); Umschalt radiert alle entsperrten Ebenen</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="176"/>
        <source>&lt;b&gt;Erase&lt;/b&gt;&lt;p&gt;Drag over squares to clear what the current layer of the layers panel holds there: floor (back to plain floor on the lower level), devices, the walls and edge features around the squares, or markers. Hold Shift to clear every unlocked layer at once.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Radieren&lt;/b&gt;&lt;p&gt;Über Felder ziehen, um zu leeren, was die aktuelle Ebene des Ebenenfensters dort enthält: Boden (wieder einfacher Boden auf der unteren Ebene), Elemente, die Wände und Kantenelemente um die Felder oder Markierungen. Umschalt halten, um alle entsperrten Ebenen auf einmal zu leeren.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="205"/>
        <source>The current layer is locked</source>
        <translation>Die aktuelle Ebene ist gesperrt</translation>
    </message>
</context>
<context>
    <name>rf::editor::ExportImageDialog</name>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="35"/>
        <location filename="../editor/app/exportimagedialog.cpp" line="197"/>
        <source>Export Image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="36"/>
        <source>&lt;b&gt;Export Image&lt;/b&gt;&lt;p&gt;Writes the course as a PNG or SVG picture or as a PDF to print. The format follows the file name&apos;s extension. PDF pages are at real size: by default one square is 21 mm, as on the printed boards.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Bild exportieren&lt;/b&gt;&lt;p&gt;Schreibt den Kurs als PNG- oder SVG-Bild oder als PDF zum Drucken. Das Format richtet sich nach der Endung des Dateinamens. PDF-Seiten haben echte Größe: standardmäßig ist ein Feld 21 mm groß, wie auf den gedruckten Spielplänen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="41"/>
        <source>The file to write: .png, .svg or .pdf</source>
        <translation>Die zu schreibende Datei: .png, .svg oder .pdf</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="42"/>
        <source>&amp;Browse...</source>
        <translation>Durch&amp;suchen...</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="52"/>
        <source>PNG and SVG size: 1 = 64 pixels per square (with a resolution: 1 = real size)</source>
        <translation>Größe für PNG und SVG: 1 = 64 Pixel pro Feld (mit Auflösung: 1 = echte Größe)</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="57"/>
        <source>None (use the scale)</source>
        <translation>Keine (Skalierung verwenden)</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="58"/>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="59"/>
        <source>PNG only: size the image so it prints at real size at this resolution</source>
        <translation>Nur PNG: das Bild so bemessen, dass es bei dieser Auflösung in echter Größe gedruckt wird</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="65"/>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="66"/>
        <source>Printed size of one square (PDF, and PNG with a resolution)</source>
        <translation>Druckgröße eines Felds (PDF sowie PNG mit Auflösung)</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="68"/>
        <source>&amp;Cut marks</source>
        <translation>Schnitt&amp;marken</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="69"/>
        <source>PDF only: crop marks at the corners of the board</source>
        <translation>Nur PDF: Schnittmarken an den Ecken des Spielplans</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="72"/>
        <source>One page the size of the board</source>
        <translation>Eine Seite in Größe des Spielplans</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="75"/>
        <source>PDF only: paper size; a board larger than the paper is split over several pages</source>
        <translation>Nur PDF: Papierformat; ein Spielplan, der größer als das Papier ist, wird auf mehrere Seiten verteilt</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="77"/>
        <source>&amp;Grid lines</source>
        <translation>&amp;Rasterlinien</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="79"/>
        <source>Draw the thin lines between squares</source>
        <translation>Die dünnen Linien zwischen den Feldern zeichnen</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="85"/>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="88"/>
        <source>&amp;Scale:</source>
        <translation>S&amp;kalierung:</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="89"/>
        <source>&amp;Resolution:</source>
        <translation>&amp;Auflösung:</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="90"/>
        <source>S&amp;quare size:</source>
        <translation>&amp;Feldgröße:</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="91"/>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="96"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="160"/>
        <source>Choose a file name ending in .png, .svg or .pdf.</source>
        <translation>Einen Dateinamen mit der Endung .png, .svg oder .pdf wählen.</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="163"/>
        <source>Unknown image type &quot;%1&quot;: the name must end in .png, .svg or .pdf.</source>
        <translation>Unbekannter Bildtyp „%1“: der Name muss auf .png, .svg oder .pdf enden.</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="167"/>
        <source>1 page</source>
        <translation>1 Seite</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="167"/>
        <source>%1 pages</source>
        <translation>%1 Seiten</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="168"/>
        <source>%1 of %2 x %3 mm; the course prints %4 x %5 mm.</source>
        <translation>%1 zu %2 x %3 mm; der Kurs wird %4 x %5 mm groß gedruckt.</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="178"/>
        <source>%1 x %2 pixels (%3 per square).</source>
        <translation>%1 x %2 Pixel (%3 pro Feld).</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="180"/>
        <source>That is too large: lower the scale or the resolution.</source>
        <translation>Das ist zu groß: Skalierung oder Auflösung verringern.</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="190"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="194"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="196"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
</context>
<context>
    <name>rf::editor::ExportNotesDialog</name>
    <message>
        <location filename="../editor/app/exportnotesdialog.cpp" line="28"/>
        <source>Export Notes</source>
        <translation>Hinweise zum Export</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/exportnotesdialog.cpp" line="32"/>
        <source>Exporting to %1 drops or approximates %n element(s) that its format cannot hold:</source>
        <translation>
            <numerusform>Beim Export nach %1 wird %n Element, das dieses Format nicht aufnehmen kann, weggelassen oder angenähert:</numerusform>
            <numerusform>Beim Export nach %1 werden %n Elemente, die dieses Format nicht aufnehmen kann, weggelassen oder angenähert:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/exportnotesdialog.cpp" line="42"/>
        <source>&amp;Always cancel when something would be lost</source>
        <translation>&amp;Immer abbrechen, wenn etwas verloren ginge</translation>
    </message>
    <message>
        <location filename="../editor/app/exportnotesdialog.cpp" line="43"/>
        <source>Refuse such exports from now on without asking, like convert --strict</source>
        <translation>Solche Exporte ab jetzt ohne Nachfrage ablehnen, wie convert --strict</translation>
    </message>
    <message>
        <location filename="../editor/app/exportnotesdialog.cpp" line="46"/>
        <source>&amp;Export Anyway</source>
        <translation>&amp;Trotzdem exportieren</translation>
    </message>
    <message>
        <location filename="../editor/app/exportnotesdialog.cpp" line="49"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../editor/app/exportnotesdialog.cpp" line="50"/>
        <source>Copy the list as plain text</source>
        <translation>Die Liste als reinen Text kopieren</translation>
    </message>
</context>
<context>
    <name>rf::editor::EyedropperTool</name>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="24"/>
        <source>Eyedropper</source>
        <translation>Pipette</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="25"/>
        <source>Pick an element from the board into the palette (I)</source>
        <translation>Ein Element vom Spielplan in die Palette übernehmen (I)</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="28"/>
        <source>&lt;b&gt;Eyedropper&lt;/b&gt;&lt;p&gt;Click a square to make its device (or, without one, its floor) the palette&apos;s current element with the same direction and settings; click near a border to pick its edge feature. The previous tool comes back afterwards.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Pipette&lt;/b&gt;&lt;p&gt;Auf ein Feld klicken, um sein Element (oder ohne eines seinen Boden) mit gleicher Richtung und Einstellungen zum aktuellen Palettenelement zu machen; nahe einem Rand klicken, um dessen Kantenelement zu übernehmen. Danach kehrt das vorige Werkzeug zurück.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="87"/>
        <source>Picked %1</source>
        <translation>Übernommen: %1</translation>
    </message>
</context>
<context>
    <name>rf::editor::FileController</name>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="186"/>
        <location filename="../editor/app/filecontroller.cpp" line="260"/>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/filecontroller.cpp" line="73"/>
        <source>... and %n more</source>
        <translation>
            <numerusform>... und %n weitere</numerusform>
            <numerusform>... und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/filecontroller.cpp" line="61"/>
        <source>%1 (the same on %n more square(s))</source>
        <translation>
            <numerusform>%1 (ebenso auf %n weiteren Feld)</numerusform>
            <numerusform>%1 (ebenso auf %n weiteren Feldern)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="85"/>
        <source>RallyForge boards and courses (*.rfboard);;All files (*)</source>
        <translation>RallyForge-Spielpläne und -Kurse (*.rfboard);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="89"/>
        <source>RallyForge boards, courses and scenarios (*.rfboard *.rfscenario);;Boards and courses (*.rfboard);;Scenarios (*.rfscenario);;All files (*)</source>
        <translation>RallyForge-Spielpläne, -Kurse und -Szenarien (*.rfboard *.rfscenario);;Spielpläne und Kurse (*.rfboard);;Szenarien (*.rfscenario);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="107"/>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="125"/>
        <location filename="../editor/app/filecontroller.cpp" line="134"/>
        <source>Cannot open file</source>
        <translation>Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="129"/>
        <location filename="../editor/app/filecontroller.cpp" line="139"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Open Board or Course</source>
        <translation type="vanished">Spielplan oder Kurs öffnen</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="167"/>
        <source>Cannot save file</source>
        <translation>Datei kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="173"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="187"/>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="200"/>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="200"/>
        <source>Discard every change since %1 was last saved?</source>
        <translation>Alle Änderungen seit dem letzten Speichern von %1 verwerfen?</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="220"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="221"/>
        <source>Import Board</source>
        <translation>Spielplan importieren</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="227"/>
        <source>Cannot import file</source>
        <translation>Datei kann nicht importiert werden</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="233"/>
        <source>Import notes</source>
        <translation>Hinweise zum Import</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="233"/>
        <source>Some elements could not be imported unchanged:

%1</source>
        <translation>Einige Elemente konnten nicht unverändert importiert werden:

%1</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="250"/>
        <location filename="../editor/app/filecontroller.cpp" line="263"/>
        <location filename="../editor/app/filecontroller.cpp" line="353"/>
        <source>Export Board</source>
        <translation>Spielplan exportieren</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="264"/>
        <source>%1 cannot hold this course: %2</source>
        <translation>%1 kann diesen Kurs nicht aufnehmen: %2</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="317"/>
        <location filename="../editor/app/filecontroller.cpp" line="325"/>
        <location filename="../editor/app/filecontroller.cpp" line="331"/>
        <location filename="../editor/app/filecontroller.cpp" line="343"/>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="346"/>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="354"/>
        <source>%1 beside the export holds other content than RallyForge writes there (edited in Tiled?).

Replace it? Nothing has been written yet.</source>
        <translation>%1 neben dem Export enthält anderes, als RallyForge dort schreibt (in Tiled bearbeitet?).

Ersetzen? Bisher wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="416"/>
        <source>Cannot export image</source>
        <translation>Bild kann nicht exportiert werden</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="419"/>
        <source>Exported image %1</source>
        <translation>Bild %1 exportiert</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="452"/>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="454"/>
        <source>&amp;Clear Recent Files</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="473"/>
        <source>Untitled board</source>
        <translation>Unbenannter Spielplan</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="474"/>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>an untitled document</source>
        <translation type="vanished">ein unbenanntes Dokument</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation type="vanished">Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>RallyForge did not close properly last time. Restore the unsaved changes to %1?</source>
        <translation type="vanished">RallyForge wurde beim letzten Mal nicht ordnungsgemäß beendet. Die ungespeicherten Änderungen an %1 wiederherstellen?</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation type="vanished">Wiederherstellung nicht möglich</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="297"/>
        <source>No temporary folder to prepare the export in: %1</source>
        <translation>Kein temporärer Ordner, um den Export vorzubereiten: %1</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="145"/>
        <source>Open Board, Course or Scenario</source>
        <translation>Spielplan, Kurs oder Szenario öffnen</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="159"/>
        <source>Closed %1</source>
        <translation>%1 geschlossen</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/filecontroller.cpp" line="366"/>
        <source>Nothing was written to %1: %n element(s) would be dropped or approximated, and exports are set to cancel when something would be lost.</source>
        <translation>
            <numerusform>Nichts wurde in %1 geschrieben: %n Element würde weggelassen oder angenähert, und Exporte sind so eingestellt, dass sie abbrechen, wenn etwas verloren ginge.</numerusform>
            <numerusform>Nichts wurde in %1 geschrieben: %n Elemente würden weggelassen oder angenähert, und Exporte sind so eingestellt, dass sie abbrechen, wenn etwas verloren ginge.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="383"/>
        <source>Export cancelled</source>
        <translation>Export abgebrochen</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="386"/>
        <source>&amp;Ask Next Time</source>
        <translation>&amp;Nächstes Mal fragen</translation>
    </message>
</context>
<context>
    <name>rf::editor::FloodFillTool</name>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="176"/>
        <source>Flood fill</source>
        <translation>Flächenfüllung</translation>
    </message>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="177"/>
        <source>Fill the connected area of like squares with the palette&apos;s element (F)</source>
        <translation>Die zusammenhängende Fläche gleicher Felder mit dem Palettenelement füllen (F)</translation>
    </message>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="180"/>
        <source>&lt;b&gt;Flood fill&lt;/b&gt;&lt;p&gt;Click a square: it and every square connected to it with the same floor, level and device, not separated by walls, get the floor or device chosen in the palette.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Flächenfüllung&lt;/b&gt;&lt;p&gt;Auf ein Feld klicken: es und alle damit verbundenen Felder mit gleichem Boden, gleicher Ebene und gleichem Element, nicht durch Wände getrennt, erhalten den in der Palette gewählten Boden oder das Element.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::editor::GenerateCourseDialog</name>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="54"/>
        <source>Generate Course</source>
        <translation>Kurs erzeugen</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="59"/>
        <source>Add &amp;Folder...</source>
        <translation>&amp;Ordner hinzufügen...</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="60"/>
        <source>&amp;Remove Folder</source>
        <translation>Ordner &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="81"/>
        <source> turns</source>
        <translation> Runden</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="82"/>
        <source>The median turn in which the first robot takes the last checkpoint.</source>
        <translation>Der Median der Runde, in der der erste Roboter den letzten Kontrollpunkt erreicht.</translation>
    </message>
    <message>
        <source>Gentle</source>
        <translation type="vanished">Sanft</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="vanished">Normal</translation>
    </message>
    <message>
        <source>Brutal</source>
        <translation type="vanished">Brutal</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="88"/>
        <source>Below %1 deaths per robot-turn</source>
        <translation>Unter %1 Zerstörungen pro Roboter-Runde</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="90"/>
        <source>%1 or more deaths per robot-turn</source>
        <translation>%1 oder mehr Zerstörungen pro Roboter-Runde</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="91"/>
        <source>%1 to %2 deaths per robot-turn</source>
        <translation>%1 bis %2 Zerstörungen pro Roboter-Runde</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="102"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="103"/>
        <source>no ceiling</source>
        <translation>keine Obergrenze</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="105"/>
        <source>The most robots one leg may destroy, in percent of those that begin it. Courses with a deadlier leg are listed after the others and say so.</source>
        <translation>Höchstens so viele Roboter, in Prozent derer, die ihn beginnen, darf ein Abschnitt zerstören. Kurse mit einem tödlicheren Abschnitt stehen hinter den anderen und sagen es.</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="134"/>
        <source>Board library:</source>
        <translation>Spielplan-Bibliothek:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="135"/>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="136"/>
        <source>R&amp;uleset:</source>
        <translation>Re&amp;gelwerk:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="137"/>
        <source>Rule &amp;options:</source>
        <translation>Regel&amp;optionen:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="138"/>
        <source>&amp;Target game length:</source>
        <translation>&amp;Gewünschte Spieldauer:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="139"/>
        <source>&amp;Danger:</source>
        <translation>Ge&amp;fahr:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="140"/>
        <source>&amp;Losses per leg at most:</source>
        <translation>&amp;Verluste pro Abschnitt höchstens:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="141"/>
        <source>&amp;Boards:</source>
        <translation>Spiel&amp;pläne:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="142"/>
        <source>&amp;Checkpoints:</source>
        <translation>&amp;Kontrollpunkte:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="143"/>
        <source>&amp;Seed:</source>
        <translation>S&amp;tartwert:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="146"/>
        <source>Planning robots play every candidate course; the courses closest to the target are kept.</source>
        <translation>Planende Roboter spielen jeden Kandidaten; die Kurse, die dem Ziel am nächsten kommen, bleiben.</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="160"/>
        <source>&amp;Generate</source>
        <translation>&amp;Erzeugen</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="162"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="164"/>
        <source>Stop the search and keep the best courses found so far.</source>
        <translation>Die Suche anhalten und die bisher besten Kurse behalten.</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="165"/>
        <source>&amp;Open Course</source>
        <translation>Kurs &amp;öffnen</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="167"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="218"/>
        <source>%1 (shipped)</source>
        <translation>%1 (mitgeliefert)</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="227"/>
        <source>Add Board Folder</source>
        <translation>Spielplan-Ordner hinzufügen</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/generatecoursedialog.cpp" line="315"/>
        <source>Reading %n board(s) of the library and placing them...</source>
        <translation>
            <numerusform>Lese %n Spielplan der Bibliothek und lege ihn...</numerusform>
            <numerusform>Lese %n Spielpläne der Bibliothek und lege sie...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="329"/>
        <source>Placing boards and mapping each layout for the planning robots</source>
        <translation>Spielpläne werden gelegt und jede Anordnung für die planenden Roboter vermessen</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="329"/>
        <source>Playing a few games on each candidate</source>
        <translation>Einige Spiele auf jedem Kandidaten</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="330"/>
        <source>Measuring the best candidates with more games</source>
        <translation>Die besten Kandidaten werden mit mehr Spielen gemessen</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/generatecoursedialog.cpp" line="333"/>
        <source>%1: %2 of %3. %n candidate course(s) played so far.</source>
        <translation>
            <numerusform>%1: %2 von %3. Bisher %n Kandidat gespielt.</numerusform>
            <numerusform>%1: %2 von %3. Bisher %n Kandidaten gespielt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/generatecoursedialog.cpp" line="408"/>
        <source>Generated for %n player(s) with a target of %1 turns, danger %2 (seed %3).</source>
        <translation>
            <numerusform>Erzeugt für %n Spieler mit einem Ziel von %1 Runden, Gefahr %2 (Startwert %3).</numerusform>
            <numerusform>Erzeugt für %n Spieler mit einem Ziel von %1 Runden, Gefahr %2 (Startwert %3).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="412"/>
        <source>Measured %1.</source>
        <translation>Gemessen: %1.</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="414"/>
        <source>Screened only: the search was cancelled before measuring it.</source>
        <translation>Nur vorsortiert: die Suche wurde abgebrochen, bevor er gemessen war.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) asked for; a course is generated for 2 to 8.</source>
        <translation type="vanished">
            <numerusform>%n Spieler gewünscht; Kurse werden für 2 bis 8 erzeugt.</numerusform>
            <numerusform>%n Spieler gewünscht; Kurse werden für 2 bis 8 erzeugt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) asked for; a course has 1 to 4.</source>
        <translation type="vanished">
            <numerusform>%n Spielplan gewünscht; ein Kurs hat 1 bis 4.</numerusform>
            <numerusform>%n Spielpläne gewünscht; ein Kurs hat 1 bis 4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s) asked for; a course has 1 to 6.</source>
        <translation type="vanished">
            <numerusform>%n Kontrollpunkt gewünscht; ein Kurs hat 1 bis 6.</numerusform>
            <numerusform>%n Kontrollpunkte gewünscht; ein Kurs hat 1 bis 6.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A target of %n turn(s) is out of reach; choose 2 to 60.</source>
        <translation type="vanished">
            <numerusform>Ein Ziel von %n Runde ist nicht erreichbar; wählen Sie 2 bis 60.</numerusform>
            <numerusform>Ein Ziel von %n Runden ist nicht erreichbar; wählen Sie 2 bis 60.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) asked for.</source>
        <translation type="vanished">
            <numerusform>%n Ergebnis gewünscht.</numerusform>
            <numerusform>%n Ergebnisse gewünscht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The course needs %1 different boards, but the library has %n board(s). Add a folder of boards.</source>
        <translation type="vanished">
            <numerusform>Der Kurs braucht %1 verschiedene Spielpläne, die Bibliothek hat aber %n Spielplan. Fügen Sie einen Ordner mit Spielplänen hinzu.</numerusform>
            <numerusform>Der Kurs braucht %1 verschiedene Spielpläne, die Bibliothek hat aber %n Spielpläne. Fügen Sie einen Ordner mit Spielplänen hinzu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No board of the library has start markers for %n robot(s).</source>
        <translation type="vanished">
            <numerusform>Kein Spielplan der Bibliothek hat Startfelder für %n Roboter.</numerusform>
            <numerusform>Kein Spielplan der Bibliothek hat Startfelder für %n Roboter.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ruleset cannot be played.</source>
        <translation type="vanished">Das Regelwerk kann nicht gespielt werden.</translation>
    </message>
    <message>
        <source>No arrangement of the library&apos;s boards made a valid course. Try other boards or fewer checkpoints.</source>
        <translation type="vanished">Keine Anordnung der Spielpläne der Bibliothek ergab einen gültigen Kurs. Versuchen Sie andere Spielpläne oder weniger Kontrollpunkte.</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="348"/>
        <source>Nothing was generated: %1</source>
        <translation>Nichts wurde erzeugt: %1</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="356"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="359"/>
        <source>Listed last: %1</source>
        <translation>Zuletzt aufgeführt: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/generatecoursedialog.cpp" line="365"/>
        <source>Cancelled: the best courses found so far (%n candidate(s) played).</source>
        <translation>
            <numerusform>Abgebrochen: die bisher besten Kurse (%n Kandidat gespielt).</numerusform>
            <numerusform>Abgebrochen: die bisher besten Kurse (%n Kandidaten gespielt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/generatecoursedialog.cpp" line="366"/>
        <source>%n candidate course(s) played; the closest to the target come first.</source>
        <translation>
            <numerusform>%n Kandidat gespielt; die dem Ziel nächsten Kurse stehen oben.</numerusform>
            <numerusform>%n Kandidaten gespielt; die dem Ziel nächsten Kurse stehen oben.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="368"/>
        <source>No course was measured before the search stopped.</source>
        <translation>Vor dem Abbruch der Suche wurde kein Kurs gemessen.</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="371"/>
        <source>Left out of the library: %1</source>
        <translation>Nicht in die Bibliothek aufgenommen: %1</translation>
    </message>
    <message numerus="yes">
        <source>most games have no winner within %n turn(s)</source>
        <translation type="vanished">
            <numerusform>die meisten Spiele haben binnen %n Runde keinen Sieger</numerusform>
            <numerusform>die meisten Spiele haben binnen %n Runden keinen Sieger</numerusform>
        </translation>
    </message>
    <message>
        <source>median %1 turns (%2 to over %3)</source>
        <translation type="vanished">Median %1 Runden (%2 bis über %3)</translation>
    </message>
    <message>
        <source>median %1 turns (%2 to %3)</source>
        <translation type="vanished">Median %1 Runden (%2 bis %3)</translation>
    </message>
    <message>
        <source>start</source>
        <translation type="vanished">Start</translation>
    </message>
    <message>
        <source>%1; %2 % of the robots finish; %3 deaths per robot-turn; hardest leg %4 to %5 (%6 % destroyed on it)</source>
        <translation type="vanished">%1; %2 % der Roboter kommen ins Ziel; %3 Zerstörungen pro Roboter-Runde; schwerste Etappe %4 bis %5 (%6 % dort zerstört)</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="382"/>
        <source>(a first estimate: the search was cancelled before measuring it)</source>
        <translation>(eine erste Schätzung: die Suche wurde vor der Messung abgebrochen)</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="390"/>
        <source>outside %1: %2 deaths per robot-turn (%3)</source>
        <translation>außerhalb von „%1“: %2 Zerstörungen pro Roboter-Runde (%3)</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="394"/>
        <source>leg %1 destroys %2 of its robots (at most %3 asked for)</source>
        <translation>Abschnitt %1 zerstört %2 seiner Roboter (höchstens %3 verlangt)</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="406"/>
        <source>Generated Course %1</source>
        <translation>Erzeugter Kurs %1</translation>
    </message>
    <message numerus="yes">
        <source>Generated for %n player(s) with a target of %1 turns (seed %2). Measured with %3 games of planning robots (seed %4, at most %5 turns): %6.</source>
        <translation type="vanished">
            <numerusform>Erzeugt für %n Spieler mit einem Ziel von %1 Runden (Startwert %2). Gemessen mit %3 Spielen planender Roboter (Startwert %4, höchstens %5 Runden): %6.</numerusform>
            <numerusform>Erzeugt für %n Spieler mit einem Ziel von %1 Runden (Startwert %2). Gemessen mit %3 Spielen planender Roboter (Startwert %4, höchstens %5 Runden): %6.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::editor::HeatMapItem</name>
    <message>
        <location filename="../editor/scene/heatmapitem.cpp" line="144"/>
        <source>Deaths per square</source>
        <translation>Ausfälle je Feld</translation>
    </message>
    <message>
        <location filename="../editor/scene/heatmapitem.cpp" line="145"/>
        <source>Visits per square</source>
        <translation>Besuche je Feld</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/scene/heatmapitem.cpp" line="150"/>
        <source>%n game(s), robots with random programs</source>
        <translation>
            <numerusform>%n Partie, Roboter mit Zufallsprogrammen</numerusform>
            <numerusform>%n Partien, Roboter mit Zufallsprogrammen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/scene/heatmapitem.cpp" line="154"/>
        <source>%n game(s), novice robots (greedy plans)</source>
        <translation>
            <numerusform>%n Partie, Anfänger-Roboter (gierige Pläne)</numerusform>
            <numerusform>%n Partien, Anfänger-Roboter (gierige Pläne)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/scene/heatmapitem.cpp" line="158"/>
        <source>%n game(s), expert robots (planned programs)</source>
        <translation>
            <numerusform>%n Partie, Experten-Roboter (geplante Programme)</numerusform>
            <numerusform>%n Partien, Experten-Roboter (geplante Programme)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/scene/heatmapitem.cpp" line="163"/>
        <source>robots in all games; square-root scale</source>
        <translation>Roboter aller Partien; Wurzelskala</translation>
    </message>
</context>
<context>
    <name>rf::editor::LayerModel</name>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="19"/>
        <source>Floor</source>
        <translation>Boden</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="20"/>
        <source>Devices</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="21"/>
        <source>Walls and edges</source>
        <translation>Wände und Kanten</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="22"/>
        <source>Markers</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="23"/>
        <source>Lower level</source>
        <translation>Untere Ebene</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="24"/>
        <source>Upper level</source>
        <translation>Obere Ebene</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="59"/>
        <source>Element layers</source>
        <translation>Elementebenen</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="59"/>
        <source>Levels</source>
        <translation>Höhenebenen</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="143"/>
        <source>The current level: painted squares go on it until you choose the other level</source>
        <translation>Die aktuelle Ebene: Gemalte Felder kommen auf sie, bis Sie die andere Ebene wählen</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="145"/>
        <source>Check to show the layer; click the name to make tools act on it</source>
        <translation>Ankreuzen, um die Ebene zu zeigen; auf den Namen klicken, damit die Werkzeuge auf ihr wirken</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="151"/>
        <source>Locked layers cannot be edited</source>
        <translation>Gesperrte Ebenen können nicht bearbeitet werden</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="155"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="159"/>
        <source>Opacity of the layer on the canvas</source>
        <translation>Deckkraft der Ebene auf der Zeichenfläche</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="212"/>
        <source>Layer</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="213"/>
        <source>Lock</source>
        <translation>Sperre</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="214"/>
        <source>Opacity</source>
        <translation>Deckkraft</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="287"/>
        <source>What the squares hold: show, lock or fade each kind of element</source>
        <translation>Was die Felder enthalten: jede Elementart zeigen, sperren oder abblenden</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="288"/>
        <source>The two heights of the board: click a level to paint squares on it; a locked level is never changed by any tool</source>
        <translation>Die zwei Höhen des Spielplans: eine Höhenebene anklicken, um Felder auf ihr zu malen; eine gesperrte Höhenebene ändert kein Werkzeug</translation>
    </message>
</context>
<context>
    <name>rf::editor::LayersPanel</name>
    <message>
        <source>&lt;b&gt;Layers&lt;/b&gt;&lt;p&gt;Show or hide each layer and the two elevation levels, lock layers against editing and set their opacity on the canvas. The current layer (bold) is what the eraser clears; choosing a level makes painted floor go on that level.&lt;/p&gt;</source>
        <translation type="vanished">&lt;b&gt;Ebenen&lt;/b&gt;&lt;p&gt;Jede Ebene und die beiden Höhenstufen ein- oder ausblenden, Ebenen gegen Bearbeitung sperren und ihre Deckkraft auf der Zeichenfläche einstellen. Die aktuelle Ebene (fett) ist die, die der Radierer leert; die Wahl einer Höhenstufe legt gemalten Boden auf diese Stufe.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/widgets/layerspanel.cpp" line="52"/>
        <source>&lt;b&gt;Layers&lt;/b&gt;&lt;p&gt;Two groups: the element layers (floor, devices, walls and edges, markers) and the two elevation levels. Show or hide each, lock it against editing and set its opacity on the canvas. The current layer (bold) is what the eraser clears; choosing a level makes painted floor go on that level. No tool changes a square of a locked level.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Ebenen&lt;/b&gt;&lt;p&gt;Zwei Gruppen: die Elementebenen (Boden, Geräte, Wände und Kanten, Markierungen) und die zwei Höhenebenen. Jede ein- oder ausblenden, gegen Bearbeitung sperren und ihre Deckkraft auf der Arbeitsfläche einstellen. Die aktuelle Ebene (fett) ist die, die der Radierer leert; wer eine Höhenebene wählt, malt Boden auf diese Stufe. Kein Werkzeug ändert ein Feld einer gesperrten Höhenebene.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::editor::MainWindow</name>
    <message>
        <source>Layer: %1; squares on the %2</source>
        <translation type="vanished">Ebene: %1; Felder auf: %2</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="86"/>
        <source>&amp;Panels</source>
        <translation>&amp;Fenster</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="96"/>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="97"/>
        <source>Layers</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="99"/>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="101"/>
        <source>Course</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="103"/>
        <source>Validation</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="105"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="106"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="135"/>
        <source>Layer: %1; squares on the upper level</source>
        <translation>Ebene: %1; Felder auf der oberen Ebene</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="136"/>
        <source>Layer: %1; squares on the lower level</source>
        <translation>Ebene: %1; Felder auf der unteren Ebene</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="145"/>
        <source>Painted squares still go on the upper level: choose Lower level in the Layers panel for the ground</source>
        <translation>Gemalte Felder kommen weiterhin auf die obere Ebene: Für den Boden im Bereich „Ebenen“ die untere Ebene wählen</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="161"/>
        <location filename="../editor/app/mainwindow.cpp" line="162"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/mainwindow.cpp" line="164"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/mainwindow.cpp" line="164"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="205"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="213"/>
        <source>outside every board</source>
        <translation>außerhalb aller Spielpläne</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="215"/>
        <source> (upper level)</source>
        <translation> (obere Ebene)</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="225"/>
        <source>board %1</source>
        <translation>Spielplan %1</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="232"/>
        <source>%1[*] - RallyForge</source>
        <translation>%1[*] - RallyForge</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation type="vanished">Datei kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>rf::editor::MarkerTool</name>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="101"/>
        <source>Checkpoint</source>
        <translation>Kontrollpunkt</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="102"/>
        <source>Start position</source>
        <translation>Startposition</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="103"/>
        <source>Docking bay</source>
        <translation>Andockbucht</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="111"/>
        <source>Place numbered checkpoints (K)</source>
        <translation>Nummerierte Kontrollpunkte setzen (K)</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="112"/>
        <source>Place start positions facing the current rotation (P)</source>
        <translation>Startpositionen in der aktuellen Drehrichtung setzen (P)</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="113"/>
        <source>Mark docking bay squares</source>
        <translation>Felder der Andockbucht markieren</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="120"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;p&gt;Click a square to place a marker there. Checkpoints and start positions are numbered automatically, one more than the highest so far; a start faces the current rotation (R). Right click removes the marker from the square. Numbers can be changed in the properties panel.&lt;/p&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;p&gt;Auf ein Feld klicken, um dort eine Markierung zu setzen. Kontrollpunkte und Startpositionen werden automatisch nummeriert, eins höher als die bisher höchste; ein Start zeigt in die aktuelle Drehrichtung (R). Rechtsklick entfernt die Markierung vom Feld. Nummern lassen sich im Eigenschaftenfenster ändern.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="140"/>
        <source>The %1 layer is locked</source>
        <translation>Die Ebene „%1“ ist gesperrt</translation>
    </message>
</context>
<context>
    <name>rf::editor::NewBoardDialog</name>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="32"/>
        <source> squares</source>
        <translation> Felder</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="41"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="46"/>
        <source>Squares from west to east, 1 to %1</source>
        <translation>Felder von West nach Ost, 1 bis %1</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="47"/>
        <source>Squares from north to south, 1 to %1</source>
        <translation>Felder von Nord nach Süd, 1 bis %1</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="65"/>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="66"/>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="48"/>
        <source>&amp;Board</source>
        <translation>&amp;Spielplan</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="50"/>
        <source>A single board</source>
        <translation>Ein einzelner Spielplan</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="51"/>
        <source>&amp;Course</source>
        <translation>&amp;Kurs</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="54"/>
        <source>A course with details of its own: this is its first board, add more with Course &gt; Add Board</source>
        <translation>Ein Kurs mit eigenen Angaben: dies ist sein erster Spielplan, weitere mit Kurs &gt; Spielplan hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="67"/>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="92"/>
        <source>Untitled course</source>
        <translation>Unbenannter Kurs</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="93"/>
        <source>Board 1</source>
        <translation>Spielplan 1</translation>
    </message>
</context>
<context>
    <name>rf::editor::PaintTool</name>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="103"/>
        <source>Paint</source>
        <translation>Malen</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="104"/>
        <source>Paint the palette&apos;s element on squares (B)</source>
        <translation>Das Palettenelement auf Felder malen (B)</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="107"/>
        <source>&lt;b&gt;Paint&lt;/b&gt;&lt;p&gt;Drag over squares to put the element chosen in the palette on them: a floor kind or a device. R and Shift+R turn the element before painting. With a level chosen in the layers panel, painted floor squares are put on that level.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Malen&lt;/b&gt;&lt;p&gt;Über Felder ziehen, um das in der Palette gewählte Element daraufzusetzen: eine Bodenart oder ein Element. R und Umschalt+R drehen das Element vor dem Malen. Ist im Ebenenfenster eine Höhenstufe gewählt, kommen gemalte Bodenfelder auf diese Stufe.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="116"/>
        <source>Choose a floor or device in the palette to paint</source>
        <translation>Zum Malen einen Boden oder ein Element in der Palette wählen</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="121"/>
        <source>The %1 layer is locked</source>
        <translation>Die Ebene „%1“ ist gesperrt</translation>
    </message>
</context>
<context>
    <name>rf::editor::PalettePanel</name>
    <message>
        <location filename="../editor/widgets/palettepanel.cpp" line="102"/>
        <source>Search elements</source>
        <translation>Elemente suchen</translation>
    </message>
    <message>
        <location filename="../editor/widgets/palettepanel.cpp" line="104"/>
        <source>Type part of an element&apos;s name to filter the palette</source>
        <translation>Einen Teil eines Elementnamens eingeben, um die Palette zu filtern</translation>
    </message>
    <message>
        <location filename="../editor/widgets/palettepanel.cpp" line="112"/>
        <source>&lt;b&gt;Palette&lt;/b&gt;&lt;p&gt;The elements you can put on the board, in groups. Choose one and paint with it; walls and edge features switch to the edge tool, markers to the marker tool. R and Shift+R turn the element.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Palette&lt;/b&gt;&lt;p&gt;Die Elemente, die auf den Spielplan gesetzt werden können, in Gruppen. Eines wählen und damit malen; Wände und Kantenelemente wechseln zum Kantenwerkzeug, Markierungen zum Markierungswerkzeug. R und Umschalt+R drehen das Element.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::editor::PropertiesPanel</name>
    <message>
        <source>Direction the element faces, carries, fires or pushes</source>
        <translation type="vanished">Richtung, in die das Element zeigt, trägt, schießt oder schiebt</translation>
    </message>
    <message>
        <source>Direction:</source>
        <translation type="vanished">Richtung:</translation>
    </message>
    <message>
        <source>direction</source>
        <translation type="vanished">Richtung</translation>
    </message>
    <message>
        <source>Express</source>
        <translation type="vanished">Express</translation>
    </message>
    <message>
        <source>Express belts move robots in both belt steps of a register</source>
        <translation type="vanished">Expressbänder bewegen Roboter in beiden Förderbandschritten eines Registers</translation>
    </message>
    <message>
        <source>express</source>
        <translation type="vanished">Express</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation type="vanished">Im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Gears turn robots clockwise (right) or counterclockwise (left)</source>
        <translation type="vanished">Zahnräder drehen Roboter im Uhrzeigersinn (rechts) oder dagegen (links)</translation>
    </message>
    <message>
        <source>gear sense</source>
        <translation type="vanished">Drehsinn</translation>
    </message>
    <message>
        <source>Wrenches on a repair site: 2 also gives an option card</source>
        <translation type="vanished">Schraubenschlüssel auf einem Reparaturfeld: 2 gibt zusätzlich eine Optionskarte</translation>
    </message>
    <message>
        <source>Wrenches:</source>
        <translation type="vanished">Schraubenschlüssel:</translation>
    </message>
    <message>
        <source>wrenches</source>
        <translation type="vanished">Schraubenschlüssel</translation>
    </message>
    <message>
        <source>Portals of the same colour are partners</source>
        <translation type="vanished">Portale gleicher Farbe sind Partner</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation type="vanished">Farbe:</translation>
    </message>
    <message>
        <source>portal colour</source>
        <translation type="vanished">Portalfarbe</translation>
    </message>
    <message>
        <source>Active in register %1</source>
        <translation type="vanished">Aktiv in Register %1</translation>
    </message>
    <message>
        <source>active registers</source>
        <translation type="vanished">aktive Register</translation>
    </message>
    <message>
        <source>Registers:</source>
        <translation type="vanished">Register:</translation>
    </message>
    <message>
        <source>Number of laser beams (damage per hit)</source>
        <translation type="vanished">Anzahl der Laserstrahlen (Schaden pro Treffer)</translation>
    </message>
    <message>
        <source>Beams:</source>
        <translation type="vanished">Strahlen:</translation>
    </message>
    <message>
        <source>beam count</source>
        <translation type="vanished">Strahlenzahl</translation>
    </message>
    <message>
        <source>Checkpoint order or start position number</source>
        <translation type="vanished">Reihenfolge des Kontrollpunkts oder Nummer der Startposition</translation>
    </message>
    <message>
        <source>Number:</source>
        <translation type="vanished">Nummer:</translation>
    </message>
    <message>
        <source>number</source>
        <translation type="vanished">Nummer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Course&lt;/b&gt;</source>
        <translation type="vanished">&lt;b&gt;Kurs&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="vanished">Name:</translation>
    </message>
    <message>
        <source>Author:</source>
        <translation type="vanished">Autor:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertiespanel.cpp" line="291"/>
        <source>Nothing selected. Use the Select tool to pick squares or walls.</source>
        <translation>Nichts ausgewählt. Mit dem Auswahlwerkzeug Felder oder Wände wählen.</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertiespanel.cpp" line="292"/>
        <source>%1 x %2 squares selected, without elements.</source>
        <translation>%1 x %2 Felder ausgewählt, ohne Elemente.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/widgets/propertiespanel.cpp" line="296"/>
        <source>%n element(s) selected</source>
        <translation>
            <numerusform>%n Element ausgewählt</numerusform>
            <numerusform>%n Elemente ausgewählt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertiespanel.cpp" line="59"/>
        <source>(differs)</source>
        <translation>(unterschiedlich)</translation>
    </message>
</context>
<context>
    <name>rf::editor::RecoveryDialog</name>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="24"/>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="25"/>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="26"/>
        <source>Decide &amp;Later</source>
        <translation>&amp;Später entscheiden</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="28"/>
        <source>Recover Unsaved Work</source>
        <translation>Ungesicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="31"/>
        <source>RallyForge did not close properly. These documents have unsaved changes. Restore or discard them; the others are offered again at the next start.</source>
        <translation>RallyForge wurde nicht ordnungsgemäß beendet. Diese Dokumente haben ungesicherte Änderungen. Stellen Sie sie wieder her oder verwerfen Sie sie; die übrigen werden beim nächsten Start erneut angeboten.</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="36"/>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="36"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="36"/>
        <source>Last change</source>
        <translation>Letzte Änderung</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="43"/>
        <source>Never saved</source>
        <translation>Nie gespeichert</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/widgets/recoverydialog.cpp" line="86"/>
        <source>saved %n second(s) ago</source>
        <translation>
            <numerusform>vor %n Sekunde gesichert</numerusform>
            <numerusform>vor %n Sekunden gesichert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/widgets/recoverydialog.cpp" line="88"/>
        <source>saved %n minute(s) ago</source>
        <translation>
            <numerusform>vor %n Minute gesichert</numerusform>
            <numerusform>vor %n Minuten gesichert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/widgets/recoverydialog.cpp" line="90"/>
        <source>saved %n hour(s) ago</source>
        <translation>
            <numerusform>vor %n Stunde gesichert</numerusform>
            <numerusform>vor %n Stunden gesichert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/widgets/recoverydialog.cpp" line="91"/>
        <source>saved %n day(s) ago</source>
        <translation>
            <numerusform>vor %n Tag gesichert</numerusform>
            <numerusform>vor %n Tagen gesichert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="121"/>
        <source>The window holds one board: restore the others at the next start.</source>
        <translation>Das Fenster zeigt einen Spielplan: die übrigen beim nächsten Start wiederherstellen.</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="133"/>
        <source>Cannot recover</source>
        <translation>Wiederherstellung nicht möglich</translation>
    </message>
</context>
<context>
    <name>rf::editor::RectFillTool</name>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="51"/>
        <source>Rectangle fill</source>
        <translation>Rechteckfüllung</translation>
    </message>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="52"/>
        <source>Drag a rectangle to fill it with the palette&apos;s element (Ctrl+Shift+R)</source>
        <translation>Ein Rechteck ziehen, um es mit dem Palettenelement zu füllen (Strg+Umschalt+R)</translation>
    </message>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="55"/>
        <source>&lt;b&gt;Rectangle fill&lt;/b&gt;&lt;p&gt;Drag from one corner to the other; on release every square of the rectangle gets the floor or device chosen in the palette. Esc cancels.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Rechteckfüllung&lt;/b&gt;&lt;p&gt;Von einer Ecke zur anderen ziehen; beim Loslassen erhält jedes Feld des Rechtecks den in der Palette gewählten Boden oder das Element. Esc bricht ab.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::editor::ResizeBoardDialog</name>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="50"/>
        <source>Resize Board</source>
        <translation>Spielplangröße ändern</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="56"/>
        <source>Squares from west to east, 1 to %1</source>
        <translation>Felder von West nach Ost, 1 bis %1</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="57"/>
        <source>Squares from north to south, 1 to %1</source>
        <translation>Felder von Nord nach Süd, 1 bis %1</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="71"/>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="72"/>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="59"/>
        <source>Where the board&apos;s west column lands: positive adds columns in the west, negative cuts them off</source>
        <translation>Wohin die westliche Spalte des Spielplans kommt: positiv fügt im Westen Spalten hinzu, negativ schneidet sie ab</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="60"/>
        <source>Where the board&apos;s north row lands: positive adds rows in the north, negative cuts them off</source>
        <translation>Wohin die nördliche Reihe des Spielplans kommt: positiv fügt im Norden Reihen hinzu, negativ schneidet sie ab</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="61"/>
        <source>C&amp;entre</source>
        <translation>&amp;Zentrieren</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="64"/>
        <source>Put the board in the middle of the new size</source>
        <translation>Den Spielplan in die Mitte der neuen Größe setzen</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="77"/>
        <source>&amp;Offset (x, y):</source>
        <translation>&amp;Versatz (x, y):</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="85"/>
        <source>The elements that would be cut off, at their squares on the board now</source>
        <translation>Die Elemente, die abgeschnitten würden, an ihren jetzigen Feldern</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="87"/>
        <source>&amp;Resize</source>
        <translation>&amp;Größe ändern</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="141"/>
        <source>%1 on the %2 side of %3,%4</source>
        <translation>%1 auf %3,%4, Seite nach %2</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="130"/>
        <source>%1 at %2,%3</source>
        <translation>%1 auf %2,%3</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/resizeboarddialog.cpp" line="148"/>
        <source>... and %n more</source>
        <translation>
            <numerusform>... und %n weitere</numerusform>
            <numerusform>... und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="152"/>
        <source>Nothing is cut off.</source>
        <translation>Nichts wird abgeschnitten.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/resizeboarddialog.cpp" line="154"/>
        <source>%n square(s) cut off, all of them empty.</source>
        <translation>
            <numerusform>%n Feld abgeschnitten, leer.</numerusform>
            <numerusform>%n Felder abgeschnitten, alle leer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/resizeboarddialog.cpp" line="156"/>
        <source>%n square(s) cut off.</source>
        <translation>
            <numerusform>%n Feld abgeschnitten.</numerusform>
            <numerusform>%n Felder abgeschnitten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/resizeboarddialog.cpp" line="157"/>
        <source>%n element(s) listed go with them.</source>
        <translation>
            <numerusform>%n aufgeführtes Element geht mit.</numerusform>
            <numerusform>%n aufgeführte Elemente gehen mit.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::editor::ResizePreview</name>
    <message>
        <location filename="../editor/app/resizepreview.cpp" line="18"/>
        <source>Grey: the board now. Blue frame: the board after resizing. Red: squares cut off; crossed: squares whose elements go with them.</source>
        <translation>Grau: der Spielplan jetzt. Blauer Rahmen: der Spielplan nach der Größenänderung. Rot: abgeschnittene Felder; durchgekreuzt: Felder, deren Elemente mit wegfallen.</translation>
    </message>
</context>
<context>
    <name>rf::editor::RobotStateModel</name>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="110"/>
        <source>%1 SPAM</source>
        <translation>%1 SPAM</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="133"/>
        <source>1 (token)</source>
        <translation>1 (Marker)</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="140"/>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="142"/>
        <source>finished, place %1</source>
        <translation>im Ziel, Platz %1</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="144"/>
        <source>eliminated</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="149"/>
        <source>destroyed (%1)</source>
        <translation>zerstört (%1)</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="147"/>
        <source>off the board: re-enters in register 1</source>
        <translation>außerhalb des Spielplans: kehrt in Register 1 zurück</translation>
    </message>
    <message>
        <source>%1 with %2 on it</source>
        <translation type="vanished">%1 mit %2 darauf</translation>
    </message>
    <message>
        <source>%1, top card face up: %2</source>
        <translation type="vanished">%1, oberste Karte offen: %2</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="151"/>
        <source>shut down</source>
        <translation>abgeschaltet</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="153"/>
        <source>rebooted</source>
        <translation>neu gestartet</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="155"/>
        <source>powered down</source>
        <translation>abgeschaltet</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="157"/>
        <source>virtual</source>
        <translation>virtuell</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="246"/>
        <source>The robot&apos;s place in this register&apos;s order: the holder of the priority token acts first, then round the table</source>
        <translation>Der Platz des Roboters in der Reihenfolge dieses Registers: Wer den Prioritätsmarker hat, ist zuerst dran, dann reihum am Tisch</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="247"/>
        <source>The Haywire cards lying face down under the robot&apos;s registers, played there next round</source>
        <translation>Die Haywire-Karten, die verdeckt unter den Registern des Roboters liegen und dort in der nächsten Runde gespielt werden</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="248"/>
        <source>The damage cards the robot keeps in its hand for the next round</source>
        <translation>Die Schadenskarten, die der Roboter für die nächste Runde auf der Hand behält</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="255"/>
        <source>Robot</source>
        <translation>Roboter</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="256"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="257"/>
        <source>Facing</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="258"/>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="260"/>
        <source>Locked</source>
        <translation>Gesperrt</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="261"/>
        <source>Lives</source>
        <translation>Leben</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="262"/>
        <source>Flags</source>
        <translation>Kontrollpunkte</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="263"/>
        <source>Archive</source>
        <translation>Archiv</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="264"/>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="265"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="266"/>
        <source>Upgrades</source>
        <translation>Upgrades</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="267"/>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="268"/>
        <source>Face-down Haywires</source>
        <translation>Verdeckte Haywires</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="269"/>
        <source>Kept in hand</source>
        <translation>Auf der Hand</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="270"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="59"/>
        <location filename="../editor/models/robotstatemodel.cpp" line="72"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="91"/>
        <source>%1; cards on an upgrade: %2</source>
        <translation>%1; Karten auf einem Upgrade: %2</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="93"/>
        <source>%1; top card face up: %2</source>
        <translation>%1; oberste Karte offen: %2</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="241"/>
        <source>The SPAM cards the robot owns now</source>
        <translation>Die SPAM-Karten, die der Roboter jetzt besitzt</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="242"/>
        <source>Damage points: a robot with 10 is destroyed</source>
        <translation>Schadenspunkte: Ein Roboter mit 10 wird zerstört</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="244"/>
        <source>The damage cards the robot has taken in this game, by kind (SPAM, Trojan Horse, Worm, Virus)</source>
        <translation>Die Schadenskarten, die der Roboter in diesem Spiel genommen hat, nach Art (SPAM, Trojaner, Wurm, Virus)</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="245"/>
        <source>The archive marker, where the robot re-enters after its destruction</source>
        <translation>Der Archivmarker, an dem der Roboter nach seiner Zerstörung wieder ins Spiel kommt</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="259"/>
        <source>Damage cards taken</source>
        <translation>Genommene Schadenskarten</translation>
    </message>
</context>
<context>
    <name>rf::editor::ScenarioCommands</name>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="98"/>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="141"/>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="154"/>
        <source>Change Setup</source>
        <translation>Einrichtung ändern</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="168"/>
        <source>Random Programs</source>
        <translation>Zufällige Programme</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="188"/>
        <source>Decide for %1</source>
        <translation>Für %1 entscheiden</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="207"/>
        <source>Remove %1&apos;s Decision</source>
        <translation>Entscheidung von %1 entfernen</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="215"/>
        <source>Play the Same Programs</source>
        <translation>Gleiche Programme spielen</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="223"/>
        <source>Add Expectations</source>
        <translation>Erwartungen hinzufügen</translation>
    </message>
</context>
<context>
    <name>rf::editor::ScenarioDocument</name>
    <message>
        <location filename="../editor/document/scenariodocument.cpp" line="133"/>
        <source>%1 cannot be played.</source>
        <translation>%1 kann nicht gespielt werden.</translation>
    </message>
</context>
<context>
    <name>rf::editor::SelectTool</name>
    <message>
        <location filename="../editor/tools/selecttool.cpp" line="39"/>
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <location filename="../editor/tools/selecttool.cpp" line="40"/>
        <source>Select squares and move them; click a border to select its walls (S)</source>
        <translation>Felder auswählen und verschieben; auf einen Rand klicken, um seine Wände auszuwählen (S)</translation>
    </message>
    <message>
        <location filename="../editor/tools/selecttool.cpp" line="43"/>
        <source>&lt;b&gt;Select&lt;/b&gt;&lt;p&gt;Drag a rectangle to select squares with everything on them; the properties panel then edits the selected elements. Click near a square border to select the walls and edge features on it. Drag inside the selection to move its content. The Edit menu copies, cuts, pastes, rotates and mirrors the selection. Esc cancels a drag.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Auswählen&lt;/b&gt;&lt;p&gt;Ein Rechteck ziehen, um Felder mit allem darauf auszuwählen; das Eigenschaftenfenster bearbeitet dann die ausgewählten Elemente. Nahe einem Feldrand klicken, um dessen Wände und Kantenelemente auszuwählen. Innerhalb der Auswahl ziehen, um ihren Inhalt zu verschieben. Das Menü Bearbeiten kopiert, schneidet aus, fügt ein, dreht und spiegelt die Auswahl. Esc bricht ein Ziehen ab.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::editor::TraceModel</name>
    <message>
        <location filename="../editor/models/tracemodel.cpp" line="192"/>
        <source>Turn %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../editor/models/tracemodel.cpp" line="193"/>
        <source>Register %1</source>
        <translation>Register %1</translation>
    </message>
    <message>
        <location filename="../editor/models/tracemodel.cpp" line="169"/>
        <source>Substep %1</source>
        <translation>Teilschritt %1</translation>
    </message>
    <message>
        <location filename="../editor/models/tracemodel.cpp" line="211"/>
        <source>Trace</source>
        <translation>Ablaufprotokoll</translation>
    </message>
</context>
<context>
    <name>rf::editor::UnsavedChanges</name>
    <message>
        <location filename="../editor/widgets/unsavedchanges.cpp" line="18"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
</context>
<context>
    <name>rf::editor::ValidationPanel</name>
    <message>
        <location filename="../editor/widgets/validationpanel.cpp" line="36"/>
        <source>&lt;b&gt;Validation&lt;/b&gt;&lt;p&gt;Problems the validator finds in the course, updated as you edit. Click a row to select and show its square or border.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Prüfung&lt;/b&gt;&lt;p&gt;Probleme, die die Prüfung im Kurs findet, während der Bearbeitung aktualisiert. Auf eine Zeile klicken, um ihr Feld oder ihren Rand auszuwählen und anzuzeigen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/widgets/validationpanel.cpp" line="38"/>
        <source>Any edition</source>
        <translation>Jede Ausgabe</translation>
    </message>
    <message>
        <location filename="../editor/widgets/validationpanel.cpp" line="41"/>
        <source>Also check what this edition needs: its priority antenna or token, its reboot tokens, and board elements it does not have or does not play</source>
        <translation>Auch prüfen, was diese Ausgabe braucht: ihre Prioritätsantenne oder ihren Prioritätsmarker, ihre Neustartmarken und Spielplanelemente, die sie nicht hat oder nicht spielt</translation>
    </message>
    <message>
        <location filename="../editor/widgets/validationpanel.cpp" line="43"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Ausgabe:</translation>
    </message>
</context>
<context>
    <name>rf::render::RulingReport</name>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="120"/>
        <source>Ruling: %1</source>
        <translation>Entscheidung: %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="126"/>
        <source>Previous step (Left)</source>
        <translation>Vorheriger Schritt (Links)</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="126"/>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="126"/>
        <source>Next step (Right)</source>
        <translation>Nächster Schritt (Rechts)</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="127"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="127"/>
        <source>Steps: press Right or Next</source>
        <translation>Schritte: Rechts oder Weiter drücken</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="135"/>
        <source>Ruling report made by RallyForge %1 from the scenario&apos;s file; the rule text is RallyForge&apos;s own account of the rules, from the rulebook of each edition played.</source>
        <translation>Entscheidungsbericht, erstellt von RallyForge %1 aus der Szenariodatei; der Regeltext ist RallyForges eigene Darstellung der Regeln, aus dem Regelheft jeder gespielten Ausgabe.</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="151"/>
        <location filename="../core/render/rulingreport.cpp" line="365"/>
        <source>Course</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="153"/>
        <source>cannot play: %1</source>
        <translation>kann nicht gespielt werden: %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="156"/>
        <source>%1; expectations: %2 of %3 hold</source>
        <translation>%1; Erwartungen: %2 von %3 treffen zu</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="157"/>
        <location filename="../core/render/rulingreport.cpp" line="178"/>
        <location filename="../core/render/rulingreport.cpp" line="239"/>
        <location filename="../core/render/rulingreport.cpp" line="368"/>
        <source>Under %1</source>
        <translation>Unter %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="166"/>
        <location filename="../core/render/rulingreport.cpp" line="416"/>
        <source>Where the rulings part</source>
        <translation>Wo sich die Regelauslegungen trennen</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="171"/>
        <location filename="../core/render/rulingreport.cpp" line="418"/>
        <source>First difference: %1</source>
        <translation>Erster Unterschied: %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="180"/>
        <source>Nothing happens in this phase.</source>
        <translation>In dieser Phase passiert nichts.</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="184"/>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="203"/>
        <location filename="../core/render/rulingreport.cpp" line="389"/>
        <source>rule: %1</source>
        <translation>Regel: %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="217"/>
        <location filename="../core/render/rulingreport.cpp" line="393"/>
        <source>Decides: %1</source>
        <translation>Entscheidet: %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="224"/>
        <source>Step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="243"/>
        <source>Programs carried to the %1</source>
        <translation>Programme übertragen auf: %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="250"/>
        <location filename="../core/render/rulingreport.cpp" line="370"/>
        <source>This ruling cannot play the scenario: %1</source>
        <translation>Diese Regelauslegung kann das Szenario nicht spielen: %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="254"/>
        <location filename="../core/render/rulingreport.cpp" line="383"/>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="268"/>
        <location filename="../core/render/rulingreport.cpp" line="396"/>
        <source>Final state</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="283"/>
        <source>Expectations</source>
        <translation>Erwartungen</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="287"/>
        <location filename="../core/render/rulingreport.cpp" line="411"/>
        <source>Holds: %1</source>
        <translation>Trifft zu: %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="287"/>
        <location filename="../core/render/rulingreport.cpp" line="412"/>
        <source>Fails: %1</source>
        <translation>Trifft nicht zu: %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="299"/>
        <source>(decided by the [setup]: nothing changed it)</source>
        <comment>keep the brackets around the link&apos;s words</comment>
        <translation>(entschieden durch den [Aufbau]: nichts hat es geändert)</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="302"/>
        <source>(decided at [step %1])</source>
        <comment>keep the brackets around the link&apos;s words</comment>
        <translation>(entschieden in [Schritt %1])</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="304"/>
        <source>(decided at step %1)</source>
        <translation>(entschieden in Schritt %1)</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="316"/>
        <location filename="../core/render/rulingreport.cpp" line="422"/>
        <source>Rules cited</source>
        <translation>Zitierte Regeln</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="319"/>
        <location filename="../core/render/rulingreport.cpp" line="424"/>
        <source>The rules are quoted from RallyForge&apos;s rulebooks, which are in English.</source>
        <translation>Die Regeln werden aus den Regelheften von RallyForge zitiert, die auf Englisch sind.</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="332"/>
        <location filename="../core/render/rulingreport.cpp" line="423"/>
        <source>en</source>
        <comment>the code of this translation&apos;s language</comment>
        <translation>de</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="385"/>
        <source>Step %1: %2 (%3)</source>
        <translation>Schritt %1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="vanished">%1 → %2</translation>
    </message>
    <message>
        <source>+%1</source>
        <comment>an item added to a list</comment>
        <translation type="vanished">+%1</translation>
    </message>
    <message>
        <source>−%1</source>
        <comment>an item taken from a list</comment>
        <translation type="vanished">−%1</translation>
    </message>
    <message>
        <source>in another order</source>
        <translation type="vanished">in anderer Reihenfolge</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="195"/>
        <location filename="../core/render/reportcontent.cpp" line="200"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation type="vanished">%1: %2 %3</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="61"/>
        <source>eliminated</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="62"/>
        <source>destroyed (%1)</source>
        <translation>zerstört (%1)</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="63"/>
        <source>in play</source>
        <translation>im Spiel</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="65"/>
        <source>%1, finished first (winner)</source>
        <translation>%1, als Erster im Ziel (Sieger)</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="67"/>
        <source>%1, finished %2.</source>
        <translation>%1, als %2. im Ziel</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="69"/>
        <source>%1, powered down</source>
        <translation>%1, abgeschaltet</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="96"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="134"/>
        <source>%1 (%2)</source>
        <comment>what an expectation is about, and when</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="139"/>
        <source>%1 shows more than %2 substeps with pictures; at most %2 fit in a report (choose them with --steps N,M...)</source>
        <translation>%1 zeigt mehr als %2 Teilschritte mit Bildern; ein Bericht fasst höchstens %2 (wählen Sie sie mit --steps N,M...)</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="150"/>
        <source>%1 wins (turn %2)</source>
        <translation>%1 gewinnt (Runde %2)</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="152"/>
        <source>Game over (turn %1): no robot is left</source>
        <translation>Spielende (Runde %1): kein Roboter ist mehr übrig</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="154"/>
        <source>Play stopped after turn %1</source>
        <translation>Spiel nach Runde %1 beendet</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="187"/>
        <source>none stated under %1</source>
        <translation>keine angegeben unter %1</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="188"/>
        <source>%1 of %2 under %3</source>
        <translation>%1 von %2 unter %3</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="199"/>
        <source>%1 (%2)</source>
        <comment>a value under a ruling</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="207"/>
        <source>Nothing compared: fewer than two of the rulings can play this scenario.</source>
        <translation>Nichts verglichen: Weniger als zwei der Regelauslegungen können dieses Szenario spielen.</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="210"/>
        <source>No difference: every ruling gives the same game at the end of every phase, and the same expectations hold.</source>
        <translation>Kein Unterschied: Jede Regelauslegung ergibt am Ende jeder Phase dasselbe Spiel, und dieselben Erwartungen treffen zu.</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="215"/>
        <source>The game is the same at the end of every phase, but the expectations differ: %1 hold.</source>
        <translation>Das Spiel ist am Ende jeder Phase gleich, aber die Erwartungen unterscheiden sich: %1 treffen zu.</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="219"/>
        <source>The rulings part; expectations: %1 hold.</source>
        <translation>Die Regelauslegungen trennen sich; Erwartungen: %1 treffen zu.</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="219"/>
        <source>The rulings part.</source>
        <translation>Die Regelauslegungen trennen sich.</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="251"/>
        <source>the course is %1 x %2 squares; a report shows at most %3 squares on a side</source>
        <translation>der Kurs hat %1 × %2 Felder; ein Bericht zeigt höchstens %3 Felder pro Seite</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="282"/>
        <source>%1 plays more than %2 substeps; a report shows at most %2 (play fewer turns)</source>
        <translation>%1 spielt mehr als %2 Teilschritte; ein Bericht zeigt höchstens %2 (weniger Runden spielen)</translation>
    </message>
</context>
<context>
    <name>rf::words::StateWords</name>
    <message>
        <location filename="../core/words/statewords.cpp" line="42"/>
        <location filename="../core/words/statewords.cpp" line="155"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="48"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="50"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="57"/>
        <source>empty</source>
        <comment>an empty register</comment>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="82"/>
        <source>%1 (used this round)</source>
        <translation>%1 (in dieser Runde benutzt)</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="98"/>
        <location filename="../core/words/statewords.cpp" line="159"/>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="106"/>
        <source>in play</source>
        <translation>im Spiel</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="111"/>
        <source>off the board</source>
        <translation>außerhalb des Spielplans</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="114"/>
        <source>destroyed (%1)</source>
        <translation>zerstört (%1)</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="115"/>
        <location filename="../core/words/statewords.cpp" line="157"/>
        <source>destroyed</source>
        <translation>zerstört</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="124"/>
        <source>register %1: %2</source>
        <translation>Register %1: %2</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="149"/>
        <source>%1: %2</source>
        <comment>a robot and a field of its state</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="229"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="237"/>
        <source>+%1</source>
        <comment>an item added to a list</comment>
        <translation>+%1</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="239"/>
        <source>−%1</source>
        <comment>an item taken from a list</comment>
        <translation>−%1</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="240"/>
        <source>in another order</source>
        <translation>in anderer Reihenfolge</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="249"/>
        <source>%1: %2 %3</source>
        <comment>a robot, a field of its state and how it changed</comment>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="255"/>
        <source>at the end</source>
        <translation>am Ende</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="257"/>
        <source>end of turn %1</source>
        <translation>Ende von Runde %1</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="258"/>
        <source>turn %1, register %2</source>
        <translation>Runde %1, Register %2</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="248"/>
        <location filename="../core/words/statewords.cpp" line="265"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="271"/>
        <source>%1 (%2): expected %3, got %4</source>
        <translation>%1 (%2): erwartet %3, erhalten %4</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="277"/>
        <source>Turn %1 (%2)</source>
        <translation>Runde %1 (%2)</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="278"/>
        <source>Turn %1, register %2 (%3)</source>
        <translation>Runde %1, Register %2 (%3)</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="287"/>
        <source>%1 on</source>
        <comment>a rule option</comment>
        <translation>%1 an</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="287"/>
        <source>%1 off</source>
        <comment>a rule option</comment>
        <translation>%1 aus</translation>
    </message>
</context>
<context>
    <name>rf::words::TraceTexts</name>
    <message>
        <location filename="../core/words/tracewords.cpp" line="52"/>
        <source>Deal</source>
        <translation>Austeilen</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="53"/>
        <source>Reveal</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="54"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="55"/>
        <source>Express belts</source>
        <translation>Expressförderbänder</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="56"/>
        <source>Belts</source>
        <translation>Förderbänder</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="57"/>
        <source>Currents</source>
        <translation>Strömungen</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="58"/>
        <source>Pushers</source>
        <translation>Schieber</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="59"/>
        <source>Gears</source>
        <translation>Zahnräder</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="60"/>
        <source>Crushers</source>
        <translation>Pressen</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="61"/>
        <source>Lasers</source>
        <translation>Laser</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="62"/>
        <source>Floor damage</source>
        <translation>Bodenschaden</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="63"/>
        <source>Checkpoints</source>
        <translation>Kontrollpunkte</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="64"/>
        <source>Repairs</source>
        <translation>Reparaturen</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="65"/>
        <source>Clean-up</source>
        <translation>Aufräumen</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="66"/>
        <source>Shop</source>
        <translation>Shop</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="67"/>
        <source>Purchase</source>
        <translation>Kauf</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="75"/>
        <source>Deal and program</source>
        <translation>Austeilen und programmieren</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="76"/>
        <source>A: reveal</source>
        <translation>A: aufdecken</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="77"/>
        <source>B: robots move</source>
        <translation>B: Roboter bewegen sich</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="78"/>
        <source>C: board elements move</source>
        <translation>C: Spielplanelemente bewegen sich</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="79"/>
        <source>D: lasers fire</source>
        <translation>D: Laser feuern</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="80"/>
        <source>E: checkpoints</source>
        <translation>E: Kontrollpunkte</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="81"/>
        <source>End of turn</source>
        <translation>Rundenende</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="82"/>
        <source>Upgrade phase</source>
        <translation>Upgradephase</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="91"/>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="92"/>
        <source>pit</source>
        <translation>Grube</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="93"/>
        <source>drain</source>
        <translation>Abfluss</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="94"/>
        <source>off the board</source>
        <translation>vom Spielplan</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="95"/>
        <source>trap door</source>
        <translation>Falltür</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="96"/>
        <source>crusher</source>
        <translation>Presse</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="97"/>
        <location filename="../core/words/tracewords.cpp" line="116"/>
        <source>Worm</source>
        <translation>Wurm</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="105"/>
        <source>U-turn</source>
        <translation>Kehrtwende</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="106"/>
        <source>rotate left</source>
        <translation>Linksdrehung</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="107"/>
        <source>rotate right</source>
        <translation>Rechtsdrehung</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="108"/>
        <source>back up</source>
        <translation>Rückwärts</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="109"/>
        <source>move 1</source>
        <translation>Vorwärts 1</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="110"/>
        <source>move 2</source>
        <translation>Vorwärts 2</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="111"/>
        <source>move 3</source>
        <translation>Vorwärts 3</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="112"/>
        <source>again</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="113"/>
        <source>power up</source>
        <translation>Power-up</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="114"/>
        <source>SPAM</source>
        <translation>SPAM</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="115"/>
        <source>Trojan Horse</source>
        <translation>Trojaner</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="117"/>
        <source>Virus</source>
        <translation>Virus</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="118"/>
        <location filename="../core/words/tracewords.cpp" line="219"/>
        <source>Energy Routine</source>
        <translation>Energieroutine</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="119"/>
        <location filename="../core/words/tracewords.cpp" line="227"/>
        <source>Repeat Routine</source>
        <translation>Wiederholroutine</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="120"/>
        <location filename="../core/words/tracewords.cpp" line="228"/>
        <source>Sandbox Routine</source>
        <translation>Sandbox-Routine</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="121"/>
        <location filename="../core/words/tracewords.cpp" line="231"/>
        <source>Speed Routine</source>
        <translation>Temporoutine</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="122"/>
        <location filename="../core/words/tracewords.cpp" line="232"/>
        <source>Weasel Routine</source>
        <translation>Wieselroutine</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="123"/>
        <location filename="../core/words/tracewords.cpp" line="230"/>
        <source>Spam Folder</source>
        <translation>Spam-Ordner</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="124"/>
        <source>Haywire: move 2, turn right</source>
        <translation>Haywire: 2 vor, rechts drehen</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="125"/>
        <source>Haywire: turn either way</source>
        <translation>Haywire: nach links oder rechts drehen</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="126"/>
        <source>Haywire: move 1, turn left, move 1</source>
        <translation>Haywire: 1 vor, links drehen, 1 vor</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="127"/>
        <source>Haywire: face any way, move 1</source>
        <translation>Haywire: beliebige Richtung, 1 vor</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="128"/>
        <source>Haywire: install an upgrade</source>
        <translation>Haywire: ein Upgrade einbauen</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="129"/>
        <source>Haywire: move 1, take the token</source>
        <translation>Haywire: 1 vor, Prioritätsmarker nehmen</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="130"/>
        <source>Haywire: pay energy to move</source>
        <translation>Haywire: Energie für Bewegung zahlen</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="131"/>
        <source>Haywire: move back 3</source>
        <translation>Haywire: 3 zurück</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="132"/>
        <source>Haywire: move back 1, U-turn</source>
        <translation>Haywire: 1 zurück, wenden</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="133"/>
        <source>Haywire: move 1, turn right, move 1</source>
        <translation>Haywire: 1 vor, rechts drehen, 1 vor</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="134"/>
        <source>Haywire: move 2 sideways</source>
        <translation>Haywire: 2 zur Seite</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="135"/>
        <source>Haywire: move back 1, purge a card</source>
        <translation>Haywire: 1 zurück, eine Karte entfernen</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="136"/>
        <source>Haywire: move 2, turn left</source>
        <translation>Haywire: 2 vor, links drehen</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="137"/>
        <source>Haywire: move 5</source>
        <translation>Haywire: 5 vor</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="138"/>
        <source>Haywire: move 1, stronger laser</source>
        <translation>Haywire: 1 vor, stärkerer Laser</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="139"/>
        <source>Haywire: play the top 2 cards</source>
        <translation>Haywire: die obersten 2 Karten spielen</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="140"/>
        <source>Haywire: move 3, U-turn</source>
        <translation>Haywire: 3 vor, wenden</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="194"/>
        <source>Admin Privilege</source>
        <translation>Adminrechte</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="195"/>
        <source>Blue Screen of Death</source>
        <translation>Bluescreen</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="197"/>
        <source>Cache Memory</source>
        <translation>Cache-Speicher</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="198"/>
        <source>Corruption Wave</source>
        <translation>Korruptionswelle</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="200"/>
        <source>Defrag Gizmo</source>
        <translation>Defragmentierer</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="201"/>
        <source>Deflector Shield</source>
        <translation>Deflektorschild</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="202"/>
        <source>Double Barrel Laser</source>
        <translation>Doppellauf-Laser</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="203"/>
        <source>Firewall</source>
        <translation>Firewall</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="204"/>
        <source>Hover Unit</source>
        <translation>Schwebeeinheit</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="205"/>
        <source>Memory Stick</source>
        <translation>Speicherstick</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="207"/>
        <source>Modular Chassis</source>
        <translation>Modulares Chassis</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="209"/>
        <source>Rail Gun</source>
        <translation>Schienenkanone</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="211"/>
        <source>Rear Laser</source>
        <translation>Hecklaser</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="213"/>
        <source>Side Arms</source>
        <translation>Seitenarme</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="214"/>
        <source>Teleporter</source>
        <translation>Teleporter</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="216"/>
        <source>Trojan Needler</source>
        <translation>Trojaner-Nadler</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="217"/>
        <source>Virus Module</source>
        <translation>Virusmodul</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="218"/>
        <source>Boink</source>
        <translation>Boink</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="220"/>
        <source>Hack</source>
        <translation>Hack</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="221"/>
        <source>Manual Sort</source>
        <translation>Manuelle Sortierung</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="222"/>
        <source>Memory Swap</source>
        <translation>Speichertausch</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="234"/>
        <source>Chaos Theory</source>
        <translation>Chaostheorie</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="235"/>
        <source>Drifting</source>
        <translation>Driften</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="236"/>
        <source>Energy Conversion</source>
        <translation>Energieumwandlung</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="237"/>
        <source>Flash Drive</source>
        <translation>USB-Stick</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="238"/>
        <source>Laser Kata</source>
        <translation>Laser-Kata</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="239"/>
        <source>Memory Cards</source>
        <translation>Speicherkarten</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="240"/>
        <source>Power Slide</source>
        <translation>Powerslide</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="241"/>
        <source>Self-Diagnostics</source>
        <translation>Selbstdiagnose</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="242"/>
        <source>Spam Filter</source>
        <translation>Spam-Filter</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="243"/>
        <source>Spiky</source>
        <translation>Stachelig</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="245"/>
        <source>All Aboard</source>
        <translation>Alle einsteigen</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="246"/>
        <source>Calibration Protocol</source>
        <translation>Kalibrierprotokoll</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="247"/>
        <source>Displacing Blast</source>
        <translation>Versetzungsschuss</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="248"/>
        <source>Lucky Booster</source>
        <translation>Glücksverstärker</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="249"/>
        <source>Magnetic</source>
        <translation>Magnetisch</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="250"/>
        <source>Overclocked</source>
        <translation>Übertaktet</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="251"/>
        <source>Piercing Drill</source>
        <translation>Durchschlagbohrer</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="252"/>
        <source>Pressure Release</source>
        <translation>Druckablass</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="253"/>
        <source>Re-Initialize</source>
        <translation>Neu initialisieren</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="254"/>
        <source>Rewire</source>
        <translation>Neu verdrahten</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="255"/>
        <source>Switch</source>
        <translation>Platztausch</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="289"/>
        <source>%1 (temporary)</source>
        <translation>%1 (einmalig)</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="290"/>
        <source>%1 (permanent, used this round)</source>
        <translation>%1 (dauerhaft, in dieser Runde genutzt)</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="291"/>
        <source>%1 (permanent)</source>
        <translation>%1 (dauerhaft)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a robot and a field of its state</comment>
        <translation type="vanished">%1: %2</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="98"/>
        <location filename="../core/words/tracewords.cpp" line="223"/>
        <source>Reboot</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="41"/>
        <source>N</source>
        <comment>compass letter of north</comment>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="42"/>
        <source>E</source>
        <comment>compass letter of east</comment>
        <translation>O</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="43"/>
        <source>S</source>
        <comment>compass letter of south</comment>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="44"/>
        <source>W</source>
        <comment>compass letter of west</comment>
        <translation>W</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="224"/>
        <source>Recharge</source>
        <translation>Aufladung</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="226"/>
        <source>Refresh</source>
        <translation>Auffrischen</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="229"/>
        <source>Spam Blocker</source>
        <translation>Spam-Blocker</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="233"/>
        <source>Zoop</source>
        <translation>Zoop</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="52"/>
        <source>left</source>
        <comment>a Haywire&apos;s choice: turn or move to the left</comment>
        <translation>links</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="52"/>
        <source>right</source>
        <comment>a Haywire&apos;s choice: turn or move to the right</comment>
        <translation>rechts</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="105"/>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="106"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="109"/>
        <source>Purchase: %1</source>
        <translation>Kauf: %1</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="170"/>
        <source>%1 turn %2 register %3</source>
        <translation>%1, Runde %2, Register %3</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="172"/>
        <source>%1 turn %2</source>
        <translation>%1, Runde %2</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="177"/>
        <source>%1 not translated: %2</source>
        <translation>%1 nicht übertragen: %2</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="179"/>
        <source>%1: %2 not translated: %3</source>
        <translation>%1: %2 nicht übertragen: %3</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="181"/>
        <source>%1: %2 -&gt; %3</source>
        <translation>%1: %2 -&gt; %3</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="182"/>
        <source>%1: %2 -&gt; %3 (%4)</source>
        <translation>%1: %2 -&gt; %3 (%4)</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="153"/>
        <source>Ablative Coat</source>
        <translation>Ablativ-Panzerung</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="154"/>
        <location filename="../core/words/tracewords.cpp" line="244"/>
        <source>Abort Switch</source>
        <translation>Abbruchschalter</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="155"/>
        <location filename="../core/words/tracewords.cpp" line="196"/>
        <source>Brakes</source>
        <translation>Bremsen</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="156"/>
        <source>Circuit Breaker</source>
        <translation>Sicherungsautomat</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="157"/>
        <source>Conditional Program</source>
        <translation>Bedingtes Programm</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="158"/>
        <location filename="../core/words/tracewords.cpp" line="199"/>
        <source>Crab Legs</source>
        <translation>Krabbenbeine</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="159"/>
        <source>Double-Barreled Laser</source>
        <translation>Doppellauf-Laser</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="160"/>
        <source>Dual Processor</source>
        <translation>Doppelprozessor</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="161"/>
        <source>Extra Memory</source>
        <translation>Zusatzspeicher</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="162"/>
        <source>Fire Control</source>
        <translation>Feuerleitsystem</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="163"/>
        <source>Flywheel</source>
        <translation>Schwungrad</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="164"/>
        <source>Fourth Gear</source>
        <translation>Vierter Gang</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="165"/>
        <source>Gyroscopic Stabilizer</source>
        <translation>Kreiselstabilisator</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="166"/>
        <source>High-Power Laser</source>
        <translation>Hochleistungslaser</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="167"/>
        <source>Mechanical Arm</source>
        <translation>Mechanischer Arm</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="168"/>
        <location filename="../core/words/tracewords.cpp" line="206"/>
        <source>Mini Howitzer</source>
        <translation>Mini-Haubitze</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="169"/>
        <source>Power-Down Shield</source>
        <translation>Abschaltschild</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="170"/>
        <location filename="../core/words/tracewords.cpp" line="208"/>
        <source>Pressor Beam</source>
        <translation>Druckstrahl</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="171"/>
        <source>Radio Control</source>
        <translation>Funksteuerung</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="172"/>
        <location filename="../core/words/tracewords.cpp" line="210"/>
        <source>Ramming Gear</source>
        <translation>Rammbock</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="173"/>
        <source>Rear-Firing Laser</source>
        <translation>Hecklaser</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="174"/>
        <location filename="../core/words/tracewords.cpp" line="225"/>
        <source>Recompile</source>
        <translation>Neu kompilieren</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="175"/>
        <source>Reverse Gear</source>
        <translation>Rückwärtsgang</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="176"/>
        <location filename="../core/words/tracewords.cpp" line="212"/>
        <source>Scrambler</source>
        <translation>Störsender</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="177"/>
        <source>Superior Archive</source>
        <translation>Verbessertes Archiv</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="178"/>
        <location filename="../core/words/tracewords.cpp" line="215"/>
        <source>Tractor Beam</source>
        <translation>Traktorstrahl</translation>
    </message>
</context>
</TS>
