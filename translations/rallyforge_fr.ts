<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Setup</source>
        <translation type="obsolete">Configuration</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="obsolete">%1 → %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="obsolete">%1 : %2</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation type="obsolete">éliminé</translation>
    </message>
    <message>
        <source>destroyed (%1)</source>
        <translation type="obsolete">détruit (%1)</translation>
    </message>
    <message>
        <source>in play</source>
        <translation type="obsolete">en jeu</translation>
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
        <translation>plateau</translation>
    </message>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="22"/>
        <source>Add board %1</source>
        <translation>Ajouter le plateau %1</translation>
    </message>
</context>
<context>
    <name>AddEdgeFeaturesCommand</name>
    <message>
        <location filename="../editor/commands/elementcommands.cpp" line="26"/>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/commands/elementcommands.cpp" line="27"/>
        <source>Add %1 on %n edge(s)</source>
        <translation>
            <numerusform>Ajouter %1 sur %n bord</numerusform>
            <numerusform>Ajouter %1 sur %n bords</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/commands/elementcommands.cpp" line="24"/>
        <source>Add %n edge feature(s)</source>
        <translation>
            <numerusform>Ajouter %n élément de bord</numerusform>
            <numerusform>Ajouter %n éléments de bord</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AddMarkerCommand</name>
    <message>
        <location filename="../editor/commands/elementcommands.cpp" line="69"/>
        <source>Add checkpoint</source>
        <translation>Ajouter un point de contrôle</translation>
    </message>
    <message>
        <location filename="../editor/commands/elementcommands.cpp" line="69"/>
        <source>Add start</source>
        <translation>Ajouter une position de départ</translation>
    </message>
    <message>
        <location filename="../editor/commands/elementcommands.cpp" line="69"/>
        <source>Add dock</source>
        <translation>Ajouter une zone d&apos;amarrage</translation>
    </message>
</context>
<context>
    <name>BeltPathCommand</name>
    <message>
        <location filename="../editor/commands/cellcommands.cpp" line="135"/>
        <source>Lay express belt</source>
        <translation>Poser un tapis express</translation>
    </message>
    <message>
        <location filename="../editor/commands/cellcommands.cpp" line="135"/>
        <source>Lay belt</source>
        <translation>Poser un tapis roulant</translation>
    </message>
</context>
<context>
    <name>ChangeElementsCommand</name>
    <message>
        <location filename="../editor/commands/elementcommands.cpp" line="95"/>
        <source>Change %1</source>
        <translation>Modifier : %1</translation>
    </message>
</context>
<context>
    <name>ChangeInfoCommand</name>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="72"/>
        <source>Change course details</source>
        <translation>Modifier les détails du parcours</translation>
    </message>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="72"/>
        <source>Change board details</source>
        <translation>Modifier les détails du plateau</translation>
    </message>
</context>
<context>
    <name>DecisionChoices</name>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="18"/>
        <location filename="../core/game/decisionuse.cpp" line="27"/>
        <source>use %1</source>
        <translation>utiliser %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="20"/>
        <source>discard %1 to cancel a damage point</source>
        <translation>défausser %1 pour annuler un point de dégât</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="22"/>
        <source>scrap %1 at the chop shop and draw another option</source>
        <translation>mettre %1 au rebut à l&apos;atelier de modification et piocher une autre option</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="24"/>
        <source>reload %1 at the chop shop</source>
        <translation>recharger %1 à l&apos;atelier de modification</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="25"/>
        <source>draw an option card</source>
        <translation>piocher une carte option</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="26"/>
        <source>lose %1</source>
        <translation>perdre %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/decisionuse.cpp" line="28"/>
        <source>buy %1 (%n energy)</source>
        <translation>
            <numerusform>acheter %1 (%n énergie)</numerusform>
            <numerusform>acheter %1 (%n énergie)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/decisionuse.cpp" line="29"/>
        <source>buy %1 (%n energy) in place of %2</source>
        <translation>
            <numerusform>acheter %1 (%n énergie) à la place de %2</numerusform>
            <numerusform>acheter %1 (%n énergie) à la place de %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="31"/>
        <source>take %1 instead</source>
        <translation>prendre %1 à la place</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="33"/>
        <source>play %1 as %2</source>
        <translation>jouer %1 comme %2</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="34"/>
        <source>lay %1 on %2</source>
        <translation>poser %1 sur %2</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="35"/>
        <source>shut down for this round</source>
        <translation>s’éteindre pour cette manche</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="37"/>
        <source>choose the facing at re-entry</source>
        <translation>choisir l’orientation au retour</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="38"/>
        <source>Haywire: turn %1</source>
        <translation>Haywire : tourner à %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="40"/>
        <source>Haywire: face %1, then move 1</source>
        <translation>Haywire : s&apos;orienter vers %1, puis avancer de 1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="42"/>
        <source>Haywire: pay %1 energy, move 2 squares per energy</source>
        <translation>Haywire : payer %1 énergie, avancer de 2 cases par énergie</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="43"/>
        <source>Haywire: move 2 squares %1</source>
        <translation>Haywire : se déplacer de 2 cases à %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="45"/>
        <source>Haywire: remove %1 of the discard pile from the game</source>
        <translation>Haywire : retirer du jeu %1 de la défausse</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="47"/>
        <source>Haywire: resolve card %1 drawn first</source>
        <translation>Haywire : résoudre d&apos;abord la carte piochée n° %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="49"/>
        <source>draw the top upgrade into the collection (1 energy)</source>
        <translation>piocher l&apos;amélioration du dessus dans la collection (1 énergie)</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/decisionuse.cpp" line="50"/>
        <source>install %1 (%n energy)</source>
        <translation>
            <numerusform>installer %1 (%n énergie)</numerusform>
            <numerusform>installer %1 (%n énergie)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="51"/>
        <source>uninstall %1</source>
        <translation>désinstaller %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="53"/>
        <source>Haywire: install %1 without paying</source>
        <translation>Haywire : installer %1 sans payer</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <location filename="../core/validate/codes.h" line="68"/>
        <source>Portal of colour &quot;%1&quot; has no partner</source>
        <translation>Le portail de couleur « %1 » n&apos;a pas de partenaire</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="70"/>
        <source>%2 portals share colour &quot;%1&quot;; a portal needs exactly one partner</source>
        <translation>%2 portails partagent la couleur « %1 » ; un portail a besoin d&apos;exactement un partenaire</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="72"/>
        <source>Checkpoint %1 lies on a %2</source>
        <translation>Le point de contrôle %1 est sur : %2</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="74"/>
        <source>Start position %1 lies on a %2</source>
        <translation>La position de départ %1 est sur : %2</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="76"/>
        <source>Checkpoint number %1 is used more than once</source>
        <translation>Le numéro de point de contrôle %1 est utilisé plus d&apos;une fois</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="78"/>
        <source>%1 is active in no register</source>
        <translation>%1 n&apos;est actif dans aucun registre</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="80"/>
        <source>Laser has %1 beams; it must have 1 to 3</source>
        <translation>Le laser a %1 rayons ; il doit en avoir de 1 à 3</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="82"/>
        <source>Ramp climbing %1 does not lead from the lower level to an upper-level square</source>
        <translation>La rampe montant vers le %1 ne mène pas du niveau inférieur à une case du niveau supérieur</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="84"/>
        <source>%1 lies outside the grid</source>
        <translation>%1 est hors de la grille</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="86"/>
        <source>Boards %1 and %2 overlap</source>
        <translation>Les plateaux %1 et %2 se chevauchent</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="88"/>
        <source>Board %1 has a negative offset</source>
        <translation>Le plateau %1 a un décalage négatif</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="90"/>
        <source>The course is %1 x %2 squares; at most %3 per side</source>
        <translation>Le parcours fait %1 x %2 cases ; %3 au plus par côté</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="92"/>
        <source>Reboot token lies on a %1: rebooting robots would be destroyed again at once</source>
        <translation>Le jeton de redémarrage est sur : %1 ; les robots qui redémarrent seraient aussitôt détruits à nouveau</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="94"/>
        <source>Reboot token pushes robots %1 to their destruction: a robot pushed off it reboots onto it again</source>
        <translation>Le jeton de redémarrage pousse les robots vers le %1 à leur destruction : un robot poussé hors du jeton y redémarre à nouveau</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="96"/>
        <source>%1 does not exist in this edition: a scenario played in it is refused</source>
        <translation>%1 n&apos;existe pas dans cette édition : un scénario joué avec elle est refusé</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="98"/>
        <source>Belt carries robots %1 into a wall</source>
        <translation>Le tapis transporte les robots vers le %1 contre un mur</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="100"/>
        <source>Belt carries robots %1 off the board</source>
        <translation>Le tapis transporte les robots vers le %1 hors du plateau</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="102"/>
        <source>Checkpoint %2 follows a gap: expected checkpoint %1</source>
        <translation>Le point de contrôle %2 suit un trou dans la numérotation : point de contrôle %1 attendu</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/validate/codes.h" line="104"/>
        <source>%n start position(s); at least 2 are needed</source>
        <translation>
            <numerusform>%n position de départ ; il en faut au moins 2</numerusform>
            <numerusform>%n positions de départ ; il en faut au moins 2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="106"/>
        <source>Checkpoint %1 cannot be reached from any start position</source>
        <translation>Le point de contrôle %1 est inaccessible depuis toutes les positions de départ</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="108"/>
        <source>Laser firing %1 is stopped at once by a wall, crate or antenna</source>
        <translation>Le laser tirant vers le %1 est arrêté aussitôt par un mur, une caisse ou une antenne</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="110"/>
        <source>Laser firing %1 fires off the board</source>
        <translation>Le laser tirant vers le %1 tire hors du plateau</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="112"/>
        <source>Laser firing %1 has no wall behind it; robots can cross its edge</source>
        <translation>Le laser tirant vers le %1 n&apos;a pas de mur derrière lui ; les robots peuvent franchir son bord</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="114"/>
        <source>Pusher pushing %1 pushes towards a square off the board and acts on nothing</source>
        <translation>Le pousseur poussant vers le %1 pousse vers une case hors du plateau et n&apos;agit sur rien</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="116"/>
        <source>Pusher pushing %1 pushes into a wall, ledge, crate or antenna and never moves a robot</source>
        <translation>Le pousseur poussant vers le %1 pousse contre un mur, un rebord, une caisse ou une antenne et ne déplace jamais de robot</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/validate/codes.h" line="118"/>
        <source>Raised area of %n square(s) cannot be reached from any start position (no ramp, portal or teleporter onto it)</source>
        <translation>
            <numerusform>La zone surélevée de %n case est inaccessible depuis toutes les positions de départ (aucune rampe, aucun portail ni téléporteur n&apos;y mène)</numerusform>
            <numerusform>La zone surélevée de %n cases est inaccessible depuis toutes les positions de départ (aucune rampe, aucun portail ni téléporteur n&apos;y mène)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/validate/codes.h" line="120"/>
        <source>Repair site (%n wrench(es)) cannot be reached from any start position</source>
        <translation>
            <numerusform>L&apos;atelier de réparation (%n clé) est inaccessible depuis toutes les positions de départ</numerusform>
            <numerusform>L&apos;atelier de réparation (%n clés) est inaccessible depuis toutes les positions de départ</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="122"/>
        <source>Start position %1 faces %2, off the board: a robot&apos;s first move leaves it</source>
        <translation>La position de départ %1 est tournée vers le %2, hors du plateau : le premier mouvement d&apos;un robot le fait sortir</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="124"/>
        <source>Checkpoint %1 lies on a belt that carries robots %2 to their destruction</source>
        <translation>Le point de contrôle %1 est sur un tapis qui transporte les robots vers le %2 à leur destruction</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="126"/>
        <source>Reboot token pushes a line of %2 robots %1 and the last to its destruction: it reboots onto the token and pushes again</source>
        <translation>Le jeton de redémarrage pousse une file de %2 robots vers le %1 et le dernier à sa destruction : il redémarre sur le jeton et pousse à nouveau</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="128"/>
        <source>%1 does nothing in this edition</source>
        <translation>%1 ne fait rien dans cette édition</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="130"/>
        <source>The course has no priority antenna: robots play their cards in the order the scenario lists them</source>
        <translation>Le parcours n&apos;a pas d&apos;antenne de priorité : les robots jouent leurs cartes dans l&apos;ordre où le scénario les liste</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="132"/>
        <source>Board %1 (%2) has no reboot token: a robot rebooting from it re-enters at its start position</source>
        <translation>Le plateau %1 (%2) n&apos;a pas de jeton de redémarrage : un robot qui redémarre depuis lui revient sur sa position de départ</translation>
    </message>
</context>
<context>
    <name>Elements</name>
    <message>
        <location filename="../core/words/elementnames.cpp" line="69"/>
        <location filename="../editor/models/paletteentry.cpp" line="146"/>
        <source>Floor</source>
        <translation>Sol</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="70"/>
        <source>Pit</source>
        <translation>Trou</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="71"/>
        <source>Drain</source>
        <translation>Bonde</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="72"/>
        <source>Oil</source>
        <translation>Huile</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="73"/>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="74"/>
        <source>Acid</source>
        <translation>Acide</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="75"/>
        <source>Fire</source>
        <translation>Feu</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="76"/>
        <source>Radiation</source>
        <translation>Radiation</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="77"/>
        <source>Radioactive waste</source>
        <translation>Déchets radioactifs</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="85"/>
        <source>No device</source>
        <translation>Aucun dispositif</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="86"/>
        <location filename="../editor/models/paletteentry.cpp" line="111"/>
        <source>Conveyor belt</source>
        <translation>Tapis roulant</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="57"/>
        <source>lower</source>
        <comment>How element names stand inside a sentence (&quot;Place ramp&quot;): &quot;lower&quot; starts them with a small letter, &quot;keep&quot; leaves them as listed (German nouns). Translate with one of these two words.</comment>
        <translation>lower</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="87"/>
        <source>Gear</source>
        <translation>Engrenage</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="88"/>
        <source>Repair site</source>
        <translation>Atelier de réparation</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="89"/>
        <source>Chop shop</source>
        <translation>Atelier de modification</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="90"/>
        <source>Randomizer</source>
        <translation>Case aléatoire</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="91"/>
        <source>Teleporter</source>
        <translation>Téléporteur</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="92"/>
        <source>Portal</source>
        <translation>Portail</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="93"/>
        <source>Ramp</source>
        <translation>Rampe d&apos;accès</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="94"/>
        <source>Energy space</source>
        <translation>Case d&apos;énergie</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="95"/>
        <source>Crusher</source>
        <translation>Broyeur</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="96"/>
        <source>Flamer</source>
        <translation>Lance-flammes</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="97"/>
        <source>Trap door</source>
        <translation>Trappe</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="98"/>
        <source>Crate</source>
        <translation>Caisse</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="99"/>
        <source>Priority antenna</source>
        <translation>Antenne de priorité</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="100"/>
        <source>Reboot token</source>
        <translation>Jeton de redémarrage</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="101"/>
        <source>Battery</source>
        <translation>Batterie</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="109"/>
        <source>Wall</source>
        <translation>Mur</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="110"/>
        <source>One-way wall</source>
        <translation>Mur à sens unique</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="111"/>
        <source>Ledge</source>
        <translation>Rebord</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="112"/>
        <source>No ledge</source>
        <translation>Sans rebord</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="113"/>
        <source>Laser</source>
        <translation>Laser</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="114"/>
        <source>Pusher</source>
        <translation>Pousseur</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="115"/>
        <source>Repulsor field</source>
        <translation>Champ répulsif</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="123"/>
        <source>Checkpoint</source>
        <translation>Point de contrôle</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="124"/>
        <source>Start position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="125"/>
        <source>Docking bay</source>
        <translation>Zone d&apos;amarrage</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="133"/>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="134"/>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="135"/>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="136"/>
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="145"/>
        <location filename="../editor/models/paletteentry.cpp" line="111"/>
        <source>Express belt</source>
        <translation>Tapis express</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="147"/>
        <location filename="../editor/models/paletteentry.cpp" line="113"/>
        <source>Gear (clockwise)</source>
        <translation>Engrenage (sens horaire)</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="147"/>
        <location filename="../editor/models/paletteentry.cpp" line="113"/>
        <source>Gear (counterclockwise)</source>
        <translation>Engrenage (sens antihoraire)</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/words/elementnames.cpp" line="149"/>
        <source>Repair site (%n wrench(es))</source>
        <translation>
            <numerusform>Atelier de réparation (%n clé)</numerusform>
            <numerusform>Atelier de réparation (%n clés)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="153"/>
        <location filename="../core/words/elementnames.cpp" line="163"/>
        <source>%1 facing %2</source>
        <translation>%1 vers le %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/words/elementnames.cpp" line="161"/>
        <source>Laser (%n beam(s))</source>
        <translation>
            <numerusform>Laser (%n rayon)</numerusform>
            <numerusform>Laser (%n rayons)</numerusform>
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
        <translation>%1 : peignez-le sur des cases</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="125"/>
        <source>%1: place it on squares (R rotates)</source>
        <translation>%1 : posez-le sur des cases (R tourne)</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="126"/>
        <source>%1: click or drag along square borders</source>
        <translation>%1 : cliquez ou faites glisser le long des bords des cases</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="127"/>
        <source>%1: click a square to place it</source>
        <translation>%1 : cliquez sur une case pour le poser</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="147"/>
        <source>Belts</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="148"/>
        <source>Rotators</source>
        <translation>Rotateurs</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="149"/>
        <source>Hazards</source>
        <translation>Dangers</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="150"/>
        <source>Timed</source>
        <translation>Temporisés</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="151"/>
        <source>Markers</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="152"/>
        <source>Walls</source>
        <translation>Murs</translation>
    </message>
</context>
<context>
    <name>EraseCommand</name>
    <message>
        <location filename="../editor/commands/cellcommands.cpp" line="103"/>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
</context>
<context>
    <name>Expectations</name>
    <message>
        <location filename="../core/sim/expectations.cpp" line="30"/>
        <source>not reached (game over or play stopped earlier)</source>
        <translation>non atteint (partie terminée ou arrêtée avant)</translation>
    </message>
    <message>
        <location filename="../core/sim/expectations.cpp" line="31"/>
        <source>present</source>
        <translation>présent</translation>
    </message>
    <message>
        <location filename="../core/sim/expectations.cpp" line="31"/>
        <source>no such robot</source>
        <translation>ce robot n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../core/sim/expectations.cpp" line="32"/>
        <source>%1 not held</source>
        <translation>%1 non détenu</translation>
    </message>
    <message>
        <location filename="../core/sim/expectations.cpp" line="33"/>
        <source>not part of the %1 rules</source>
        <translation>ne fait pas partie des règles « %1 »</translation>
    </message>
    <message>
        <source>turn %1 register %2</source>
        <translation type="vanished">tour %1, registre %2</translation>
    </message>
    <message>
        <source>end of turn %1</source>
        <translation type="vanished">fin du tour %1</translation>
    </message>
</context>
<context>
    <name>GenerateErrors</name>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="15"/>
        <source>%n player(s) asked for; a course is generated for %1 to %2.</source>
        <translation>
            <numerusform>%n joueur demandé ; un parcours est généré pour %1 à %2.</numerusform>
            <numerusform>%n joueurs demandés ; un parcours est généré pour %1 à %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="16"/>
        <source>%n board(s) asked for; a course has %1 to %2.</source>
        <translation>
            <numerusform>%n plateau demandé ; un parcours en a %1 à %2.</numerusform>
            <numerusform>%n plateaux demandés ; un parcours en a %1 à %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="17"/>
        <source>%n checkpoint(s) asked for; a course has %1 to %2.</source>
        <translation>
            <numerusform>%n point de contrôle demandé ; un parcours en a %1 à %2.</numerusform>
            <numerusform>%n points de contrôle demandés ; un parcours en a %1 à %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="18"/>
        <source>A target of %n turn(s) is out of reach; choose %1 to %2.</source>
        <translation>
            <numerusform>Une cible de %n tour est hors de portée ; choisissez de %1 à %2.</numerusform>
            <numerusform>Une cible de %n tours est hors de portée ; choisissez de %1 à %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="19"/>
        <source>%n result(s) asked for; choose %1 to %2.</source>
        <translation>
            <numerusform>%n résultat demandé ; choisissez de %1 à %2.</numerusform>
            <numerusform>%n résultats demandés ; choisissez de %1 à %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/analysis/generateerror.cpp" line="20"/>
        <source>A ceiling of %1 % of the robots lost on one leg is out of range; choose %2 to %3 %.</source>
        <translation>Un plafond de %1 % de robots perdus sur une étape est hors limites ; choisissez de %2 à %3 %.</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="21"/>
        <source>The course needs %1 different boards, but the library has %n board(s). Add a folder of boards.</source>
        <translation>
            <numerusform>Le parcours demande %1 plateaux différents, mais la bibliothèque a %n plateau. Ajoutez un dossier de plateaux.</numerusform>
            <numerusform>Le parcours demande %1 plateaux différents, mais la bibliothèque a %n plateaux. Ajoutez un dossier de plateaux.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="22"/>
        <source>No board of the library has start markers for %n robot(s).</source>
        <translation>
            <numerusform>Aucun plateau de la bibliothèque n’a de cases de départ pour %n robot.</numerusform>
            <numerusform>Aucun plateau de la bibliothèque n’a de cases de départ pour %n robots.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/analysis/generateerror.cpp" line="23"/>
        <source>The rules cannot be played: %1</source>
        <translation>Les règles ne peuvent pas être jouées : %1</translation>
    </message>
    <message>
        <location filename="../core/analysis/generateerror.cpp" line="24"/>
        <source>No arrangement of the library&apos;s boards made a valid course. Try other boards, fewer checkpoints or another seed.</source>
        <translation>Aucune disposition des plateaux de la bibliothèque n’a donné de parcours valide. Essayez d’autres plateaux, moins de points de contrôle ou une autre graine.</translation>
    </message>
</context>
<context>
    <name>MeasuredFigures</name>
    <message numerus="yes">
        <location filename="../core/words/measurewords.cpp" line="27"/>
        <source>most games have no winner within %n turn(s)</source>
        <translation>
            <numerusform>la plupart des parties n’ont pas de vainqueur en %n tour</numerusform>
            <numerusform>la plupart des parties n’ont pas de vainqueur en %n tours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="31"/>
        <source>median %1 turns (%2 to over %3)</source>
        <translation>médiane %1 tours (de %2 à plus de %3)</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="33"/>
        <source>median %1 turns (%2 to %3)</source>
        <translation>médiane %1 tours (de %2 à %3)</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="40"/>
        <source>start</source>
        <translation>départ</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="41"/>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
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
        <translation>Douce</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="59"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="62"/>
        <source>Brutal</source>
        <translation>Brutale</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="75"/>
        <source>%1; %2 of the robots finish; %3 deaths per robot-turn; hardest leg %4 (%5 destroyed on it)</source>
        <translation>%1 ; %2 des robots finissent ; %3 destructions par robot et par tour ; étape la plus dure %4 (%5 détruits sur elle)</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="85"/>
        <source>novice planning robots</source>
        <translation>robots planificateurs débutants</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="86"/>
        <source>expert planning robots</source>
        <translation>robots planificateurs experts</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="89"/>
        <source>robots with random programs</source>
        <translation>robots aux programmes aléatoires</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="96"/>
        <source>raised squares</source>
        <translation>cases surélevées</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/words/measurewords.cpp" line="119"/>
        <source>%1: %n more</source>
        <translation>
            <numerusform>%1 : %n de plus</numerusform>
            <numerusform>%1 : %n de plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/words/measurewords.cpp" line="121"/>
        <source>%1: %n fewer</source>
        <translation>
            <numerusform>%1 : %n de moins</numerusform>
            <numerusform>%1 : %n de moins</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PasteCommand</name>
    <message>
        <location filename="../editor/commands/selectioncommands.cpp" line="45"/>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
</context>
<context>
    <name>PlaceBoardCommand</name>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="44"/>
        <source>Rotate board %1</source>
        <translation>Tourner le plateau %1</translation>
    </message>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="44"/>
        <source>Move board %1</source>
        <translation>Déplacer le plateau %1</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="103"/>
        <source>Direction:</source>
        <translation>Direction :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="104"/>
        <source>Direction the element faces, carries, fires or pushes</source>
        <translation>Direction dans laquelle l’élément regarde, transporte, tire ou pousse</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="105"/>
        <source>direction</source>
        <translation>la direction</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="106"/>
        <source>Express</source>
        <translation>Express</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="107"/>
        <source>Express belts move robots in both belt steps of a register</source>
        <translation>Les tapis express déplacent les robots aux deux étapes de tapis d’un registre</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="108"/>
        <source>express</source>
        <translation>express</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="111"/>
        <source>Clockwise</source>
        <translation>Sens horaire</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="112"/>
        <source>Gears turn robots clockwise (right) or counterclockwise (left)</source>
        <translation>Les engrenages tournent les robots dans le sens horaire (droite) ou antihoraire (gauche)</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="113"/>
        <source>gear sense</source>
        <translation>le sens de rotation</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="116"/>
        <source>Wrenches:</source>
        <translation>Clés :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="117"/>
        <source>Wrenches on a repair site: 2 also gives an option card</source>
        <translation>Clés sur une case de réparation : 2 donnent aussi une carte d’option</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="118"/>
        <source>wrenches</source>
        <translation>les clés</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="121"/>
        <source>Colour:</source>
        <translation>Couleur :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="122"/>
        <source>Portals of the same colour are partners</source>
        <translation>Les portails de même couleur sont partenaires</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="123"/>
        <source>portal colour</source>
        <translation>la couleur du portail</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="126"/>
        <source>Registers:</source>
        <translation>Registres :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="127"/>
        <source>Active in register %1</source>
        <translation>Actif au registre %1</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="128"/>
        <source>active registers</source>
        <translation>les registres actifs</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="130"/>
        <source>Beams:</source>
        <translation>Rayons :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="131"/>
        <source>Number of laser beams (damage per hit)</source>
        <translation>Nombre de rayons laser (dégâts par touche)</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="132"/>
        <source>beam count</source>
        <translation>le nombre de rayons</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="135"/>
        <source>Number:</source>
        <translation>Numéro :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="136"/>
        <source>Checkpoint order or start position number</source>
        <translation>Ordre du point de contrôle ou numéro de la position de départ</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="137"/>
        <source>number</source>
        <translation>le numéro</translation>
    </message>
</context>
<context>
    <name>RemoveBoardCommand</name>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="31"/>
        <source>Remove board %1</source>
        <translation>Retirer le plateau %1</translation>
    </message>
</context>
<context>
    <name>RemoveEdgeFeaturesCommand</name>
    <message numerus="yes">
        <location filename="../editor/commands/elementcommands.cpp" line="51"/>
        <source>Remove %n edge feature(s)</source>
        <translation>
            <numerusform>Retirer %n élément de bord</numerusform>
            <numerusform>Retirer %n éléments de bord</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveMarkersCommand</name>
    <message numerus="yes">
        <location filename="../editor/commands/elementcommands.cpp" line="86"/>
        <source>Remove %n marker(s)</source>
        <translation>
            <numerusform>Retirer %n marqueur</numerusform>
            <numerusform>Retirer %n marqueurs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResizeBoardCommand</name>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="56"/>
        <source>Resize board %1 to %2 x %3</source>
        <translation>Redimensionner le plateau %1 à %2 x %3</translation>
    </message>
</context>
<context>
    <name>RuleNames</name>
    <message>
        <source>Classic (2005)</source>
        <translation type="vanished">Classique (2005)</translation>
    </message>
    <message>
        <source>Renegade (2016)</source>
        <translation type="vanished">Renegade (2016)</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="19"/>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="20"/>
        <source>2016 edition</source>
        <translation>Édition 2016</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="21"/>
        <source>2023 edition</source>
        <translation>Édition 2023</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="25"/>
        <source>Belt transfer</source>
        <translation>Transfert entre tapis</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="26"/>
        <source>Locked registers keep their program</source>
        <translation>Les registres bloqués gardent leur programme</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="27"/>
        <source>Repairs as in 2005</source>
        <translation>Réparations comme en 2005</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="28"/>
        <source>Flag repairs</source>
        <translation>Réparation aux drapeaux</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="29"/>
        <source>Virtual robots</source>
        <translation>Robots virtuels</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="30"/>
        <source>Powered-down robots fire</source>
        <translation>Les robots éteints tirent</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="31"/>
        <source>Fire Control as printed</source>
        <translation>Contrôle de tir tel qu&apos;imprimé</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="32"/>
        <source>Superior Archive as in 1994</source>
        <translation>Archive supérieure comme en 1994</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="33"/>
        <source>Ramming Gear per square</source>
        <translation>Éperon par case</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="34"/>
        <source>Laser mods on the rear laser</source>
        <translation>Améliorations laser sur le laser arrière</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="35"/>
        <source>Unsold shop cards back to the deck</source>
        <translation>Cartes de boutique invendues remises dans la pioche</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="36"/>
        <source>Used temporary upgrades discarded</source>
        <translation>Améliorations temporaires utilisées défaussées</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="37"/>
        <source>Hit upgrades on the main laser only</source>
        <translation>Améliorations d&apos;impact sur le laser principal seulement</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="38"/>
        <source>Push effects on the touched robot only</source>
        <translation>Effets de poussée sur le robot touché seulement</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="39"/>
        <source>Needler needs a SPAM</source>
        <translation>Needler exige un SPAM</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="40"/>
        <source>Scrambler before register 5</source>
        <translation>Scrambler avant le registre 5</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="41"/>
        <source>Crab Legs sidestep only</source>
        <translation>Pattes de crabe en pas de côté seulement</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="42"/>
        <source>Virus reaches a square</source>
        <translation>Le virus atteint un carré</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="43"/>
        <source>Damage cards act when programmed</source>
        <translation>Les cartes de dégâts agissent à la programmation</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="44"/>
        <source>No card after a damage card</source>
        <translation>Aucune carte après une carte de dégâts</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="45"/>
        <source>Elements under checkpoints act</source>
        <translation>Les éléments sous les points de contrôle agissent</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="46"/>
        <source>Rebooting keeps the cards</source>
        <translation>Le redémarrage garde les cartes</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="47"/>
        <source>Shut-down robots do not fire</source>
        <translation>Les robots éteints ne tirent pas</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="48"/>
        <source>Shutdown clears the draw pile too</source>
        <translation>S&apos;éteindre vide aussi la pioche</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="49"/>
        <source>Again after damage draws a card</source>
        <translation>Répétition après un dégât pioche une carte</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="50"/>
        <source>A Lighter Game</source>
        <translation>Une partie plus légère</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="51"/>
        <source>A Less Deadly Game</source>
        <translation>Une partie moins mortelle</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="52"/>
        <source>A Less SPAM-y Game</source>
        <translation>Une partie moins SPAM</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="53"/>
        <source>Dynamic Archiving</source>
        <translation>Sauvegarde dynamique</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="54"/>
        <source>A More Deadly Game</source>
        <translation>Une partie plus mortelle</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="55"/>
        <source>Modular Chassis: permanent only</source>
        <translation>Châssis modulaire : permanentes seules</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <location filename="../core/rules/options.cpp" line="41"/>
        <source>An express robot carried onto a normal belt moves again in substep 2.</source>
        <translation>Un robot amené par un tapis express sur un tapis normal se déplace à nouveau à la sous-étape 2.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="42"/>
        <source>A register that locks while powered down keeps the last program instead of a random card.</source>
        <translation>Un registre bloqué pendant une mise hors tension garde le dernier programme au lieu d&apos;une carte aléatoire.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="43"/>
        <source>A double-wrench site repairs 1 damage and gives an option card.</source>
        <translation>Un atelier de réparation à deux clés répare 1 dégât et donne une carte option.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="44"/>
        <source>Flags repair 1 damage at the end of the turn.</source>
        <translation>Les drapeaux réparent 1 dégât à la fin du tour.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="45"/>
        <source>Robots sharing a square are virtual until they end a register alone.</source>
        <translation>Les robots qui partagent une case sont virtuels jusqu&apos;à ce qu&apos;ils terminent un registre seuls.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="46"/>
        <source>Powered-down robots fire their lasers.</source>
        <translation>Les robots hors tension tirent avec leurs lasers.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="47"/>
        <source>Fire Control locks the register without damage, as printed on the 2005 card.</source>
        <translation>Contrôle de tir bloque le registre sans dégât, comme imprimé sur la carte de 2005.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="48"/>
        <source>Superior Archive also acts when it was the option lost at that destruction.</source>
        <translation>Sauvegarde supérieure agit aussi quand c&apos;était l&apos;option perdue lors de cette destruction.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="49"/>
        <source>Ramming Gear deals 1 damage for every square it pushes a robot.</source>
        <translation>Éperon inflige 1 dégât pour chaque case dont il pousse un robot.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="50"/>
        <source>Main-laser mods act on the Rear-Firing Laser too.</source>
        <translation>Les améliorations du laser principal agissent aussi sur le Laser arrière.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="51"/>
        <source>When nothing was bought, the old shop cards are shuffled back into the upgrade deck.</source>
        <translation>Si rien n&apos;a été acheté, les anciennes cartes de la boutique sont remélangées dans la pioche d&apos;améliorations.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="52"/>
        <source>A used temporary upgrade goes to the upgrade discard pile instead of leaving the game.</source>
        <translation>Une amélioration temporaire utilisée va dans la défausse des améliorations au lieu de quitter la partie.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="53"/>
        <source>Upgrades that change a hit act on the main laser only, not on the Rear Laser.</source>
        <translation>Les améliorations qui modifient un tir n&apos;agissent que sur le laser principal, pas sur le Laser arrière.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="54"/>
        <source>Push effects act only on the robot the mover touches directly, not on the rest of the chain.</source>
        <translation>Les effets de poussée n&apos;agissent que sur le robot que le robot en mouvement touche directement, pas sur le reste de la chaîne.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="55"/>
        <source>Trojan Needler and Blue Screen of Death act on a push only in place of a SPAM the push deals.</source>
        <translation>Aiguille de Troie et Écran bleu de la mort n&apos;agissent lors d&apos;une poussée qu&apos;à la place d&apos;une carte SPAM que la poussée inflige.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="56"/>
        <source>Scrambler acts on a hit in registers 1 to 4, also when the target&apos;s next register is register 5.</source>
        <translation>Brouilleur agit sur un tir dans les registres 1 à 4, même quand le registre suivant de la cible est le registre 5.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="57"/>
        <source>Crab Legs moves one square sideways only, as on the 2005 card.</source>
        <translation>Pattes de crabe déplace seulement d&apos;une case sur le côté, comme sur la carte de 2005.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="58"/>
        <source>A Virus reaches robots within 6 squares on both axes (a 13 x 13 square).</source>
        <translation>Un Virus atteint les robots situés à 6 cases ou moins sur les deux axes (un carré de 13 x 13).</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="59"/>
        <source>Trojan Horse, Worm and Virus act at the end of the programming phase.</source>
        <translation>Cheval de Troie, Ver et Virus agissent à la fin de la phase de programmation.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="60"/>
        <source>After a Trojan Horse or a Virus the robot plays nothing else in that register.</source>
        <translation>Après un Cheval de Troie ou un Virus, le robot ne joue rien d&apos;autre dans ce registre.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="61"/>
        <source>The belts, gears, push panels and batteries under a checkpoint act; the checkpoint stays put.</source>
        <translation>Les tapis, engrenages, pousseurs et batteries sous un point de contrôle agissent ; le point de contrôle reste en place.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="62"/>
        <source>A rebooting robot&apos;s register cards stay until the end of the round, and its hand keeps its cards.</source>
        <translation>Les cartes des registres d&apos;un robot qui redémarre restent jusqu&apos;à la fin de la manche, et sa main garde ses cartes.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="63"/>
        <source>A shut-down robot fires no laser or weapon.</source>
        <translation>Un robot éteint ne tire ni laser ni arme.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="64"/>
        <source>Shutting down also clears the damage cards of the draw pile.</source>
        <translation>S&apos;éteindre retire aussi les cartes de dégâts de la pioche.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="65"/>
        <source>After a SPAM or a Haywire in the register before, Again plays the top card of the draw pile.</source>
        <translation>Après un SPAM ou un Haywire dans le registre précédent, Répétition joue la carte du dessus de la pioche.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="66"/>
        <source>Modular Chassis may take only a permanent upgrade from the robot it pushed.</source>
        <translation>Le Châssis modulaire ne peut prendre qu&apos;une amélioration permanente au robot qu&apos;il a poussé.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="67"/>
        <source>A Lighter Game: no upgrades, no upgrade phase and no energy; batteries and Power Up do nothing.</source>
        <translation>Une partie plus légère : ni améliorations, ni phase d&apos;améliorations, ni énergie ; les batteries et Power Up ne font rien.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="68"/>
        <source>A Less Deadly Game: the board edges stop robots as walls do.</source>
        <translation>Une partie moins mortelle : les bords du plateau arrêtent les robots comme des murs.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="69"/>
        <source>A Less SPAM-y Game: SPAM left in hand at the end of programming goes to the discard pile.</source>
        <translation>Une partie moins SPAM : le SPAM resté en main à la fin de la programmation va dans la défausse.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="70"/>
        <source>Dynamic Archiving: no reboot tokens; a robot ending a register on a checkpoint or a battery archives there and re-enters on its archive.</source>
        <translation>Sauvegarde dynamique : pas de jetons de redémarrage ; un robot qui finit un registre sur un point de contrôle ou une batterie y place son point de sauvegarde et revient sur celui-ci.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="71"/>
        <source>A More Deadly Game: a reboot draws 3 damage cards.</source>
        <translation>Une partie plus mortelle : un redémarrage pioche 3 cartes de dégâts.</translation>
    </message>
</context>
<context>
    <name>ScenarioErrors</name>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="15"/>
        <source>The ruleset &quot;%1&quot; is not implemented (available: %2).</source>
        <translation>Le jeu de règles « %1 » n&apos;est pas implémenté (disponibles : %2).</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="16"/>
        <source>There is no rule option &quot;%1&quot;.</source>
        <translation>Il n&apos;y a pas d&apos;option de règle « %1 ».</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="17"/>
        <source>The scenario has no course.</source>
        <translation>Le scénario n&apos;a pas de parcours.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="18"/>
        <source>The course is %1 x %2 squares; at most %3 per side.</source>
        <translation>Le parcours fait %1 x %2 cases ; %3 au plus par côté.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="19"/>
        <source>Board %1 of the course has a negative offset.</source>
        <translation>Le plateau %1 du parcours a un décalage négatif.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="20"/>
        <source>Boards %1 and %2 of the course overlap at %3.</source>
        <translation>Les plateaux %1 et %2 du parcours se chevauchent en %3.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="21"/>
        <source>Robot %1 has no name.</source>
        <translation>Le robot %1 n&apos;a pas de nom.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="22"/>
        <source>Two robots are named %1.</source>
        <translation>Deux robots s&apos;appellent %1.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="23"/>
        <source>%1 starts at %2, outside the %3 x %4 course.</source>
        <translation>%1 démarre en %2, hors du parcours de %3 x %4.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="24"/>
        <source>%1 has its archive at %2, outside the course.</source>
        <translation>Le point de sauvegarde de %1 est en %2, hors du parcours.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="25"/>
        <source>%1 cannot have %2 damage: damage must be from 0 to 9.</source>
        <translation>%1 ne peut pas avoir %2 dégâts : les dégâts doivent aller de 0 à 9.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="26"/>
        <source>%1 cannot have %2 lives: a robot needs at least one life.</source>
        <translation>%1 ne peut pas avoir %2 sauvegardes : un robot a besoin d&apos;au moins une sauvegarde.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="27"/>
        <source>%1, turn %2 register %3: the card &quot;%4&quot; is not part of the %5 rules.</source>
        <translation>%1, tour %2, registre %3 : la carte « %4 » ne fait pas partie des règles « %5 ».</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="28"/>
        <source>%1 holds option cards or makes decisions, which the %2 rules do not have.</source>
        <translation>%1 détient des cartes option ou prend des décisions, ce que les règles « %2 » ne prévoient pas.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="29"/>
        <source>%1 and %2 both hold the option card &quot;%3&quot; (each card exists once).</source>
        <translation>%1 et %2 détiennent tous deux la carte option « %3 » (chaque carte n&apos;existe qu&apos;une fois).</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="30"/>
        <source>%1 and %2 start on the same square (only virtual robots may share one).</source>
        <translation>%1 et %2 démarrent sur la même case (seuls des robots virtuels peuvent en partager une).</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="31"/>
        <source>A scenario plays at least one turn.</source>
        <translation>Un scénario se joue sur au moins un tour.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="32"/>
        <source>%1, turn %2: Again cannot be in register 1.</source>
        <translation>%1, tour %2 : Répétition ne peut pas être dans le registre 1.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="33"/>
        <source>%1 has %2 damage, but its deck, discard pile and program hold %3 SPAM cards.</source>
        <translation>%1 a %2 dégâts, mais son paquet, sa défausse et son programme contiennent %3 cartes SPAM.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="34"/>
        <source>%1 has a discard pile but no deck: give both.</source>
        <translation>%1 a une défausse mais pas de paquet : indiquez les deux.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="35"/>
        <source>%1 programs %2 &quot;%3&quot; card(s) in turn 1 but owns %4.</source>
        <translation>%1 programme %2 carte(s) « %3 » au tour 1 mais en possède %4.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="36"/>
        <source>Upgrades, the shop and damage piles are not part of the %1 rules.</source>
        <translation>Les améliorations, la boutique et les piles de dégâts ne font pas partie des règles « %1 ».</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="37"/>
        <source>The upgrade &quot;%3&quot; is given twice (%1 and %2): each card exists once.</source>
        <translation>L&apos;amélioration « %3 » est donnée deux fois (%1 et %2) : chaque carte n&apos;existe qu&apos;une fois.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="38"/>
        <source>%1 holds more than %2 permanent or %2 temporary upgrades.</source>
        <translation>%1 possède plus de %2 améliorations permanentes ou %2 temporaires.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="39"/>
        <source>The shop holds %1 cards but has only %2 slots (one per robot).</source>
        <translation>La boutique contient %1 cartes mais n&apos;a que %2 emplacements (un par robot).</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="40"/>
        <source>A what-if applies after the first substep or later, in the order of play.</source>
        <translation>Une hypothèse s&apos;applique après la première sous-étape ou plus tard, dans l&apos;ordre du jeu.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="41"/>
        <source>There is no robot %1.</source>
        <translation>Il n&apos;y a pas de robot %1.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="42"/>
        <source>%1 cannot move to %2: it is outside the course.</source>
        <translation>%1 ne peut pas aller en %2 : la case est hors du parcours.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="43"/>
        <source>%1 cannot move to %2: %3 stands there.</source>
        <translation>%1 ne peut pas aller en %2 : %3 y est déjà.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="44"/>
        <source>Registers are numbered 1 to 5.</source>
        <translation>Les registres sont numérotés de 1 à 5.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="45"/>
        <source>The play ends after substep %1, before this edit of %2.</source>
        <translation>Le jeu se termine après la sous-étape %1, avant cette modification de %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="46"/>
        <source>Comparing needs at least two rulings.</source>
        <translation>La comparaison nécessite au moins deux arbitrages.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="47"/>
        <source>The number of games must be at least 1.</source>
        <translation>Le nombre de parties doit être d&apos;au moins 1.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="48"/>
        <source>The number of turns must be at least 1.</source>
        <translation>Le nombre de tours doit être d&apos;au moins 1.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="49"/>
        <source>The number of robots per game cannot be negative.</source>
        <translation>Le nombre de robots par partie ne peut pas être négatif.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="50"/>
        <source>The course has no start markers: robots have nowhere to start.</source>
        <translation>Le parcours n&apos;a aucune position de départ : les robots ne peuvent partir de nulle part.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="51"/>
        <source>There is no game %1: the analysis plays games 1 to %2.</source>
        <translation>Il n&apos;y a pas de partie %1 : l&apos;analyse joue les parties 1 à %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="52"/>
        <source>The course is %1 x %2 squares: the planning robots (novice, expert) plan on at most %3 squares; analyze it with random robots.</source>
        <translation>Le parcours fait %1 x %2 cases : les robots qui planifient (novice, expert) planifient sur %3 cases au plus ; analysez-le avec des robots aléatoires.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="53"/>
        <source>%1 owns %4 cards in turn %2, register %3: more than the %5 cards a robot may own; play stops there.</source>
        <translation>%1 possède %4 cartes au tour %2, registre %3 : plus que les %5 cartes qu’un robot peut posséder ; la partie s’arrête là.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="71"/>
        <source>After substep %1: %2</source>
        <translation>Après la sous-étape %1 : %2</translation>
    </message>
</context>
<context>
    <name>SetDeviceCommand</name>
    <message numerus="yes">
        <source>Place %n device(s)</source>
        <translation type="vanished">
            <numerusform>Poser %n dispositif</numerusform>
            <numerusform>Poser %n dispositifs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/commands/cellcommands.cpp" line="55"/>
        <source>Place %1</source>
        <translation>Placer %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/commands/cellcommands.cpp" line="56"/>
        <source>Place %1 on %n square(s)</source>
        <translation>
            <numerusform>Placer %1 sur %n case</numerusform>
            <numerusform>Placer %1 sur %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/commands/cellcommands.cpp" line="83"/>
        <source>Remove %n device(s)</source>
        <translation>
            <numerusform>Retirer %n dispositif</numerusform>
            <numerusform>Retirer %n dispositifs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetFloorCommand</name>
    <message numerus="yes">
        <source>Paint %n floor square(s)</source>
        <translation type="vanished">
            <numerusform>Peindre %n case de sol</numerusform>
            <numerusform>Peindre %n cases de sol</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/commands/cellcommands.cpp" line="47"/>
        <source>Paint %1</source>
        <translation>Peindre %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/commands/cellcommands.cpp" line="48"/>
        <source>Paint %1 on %n square(s)</source>
        <translation>
            <numerusform>Peindre %1 sur %n case</numerusform>
            <numerusform>Peindre %1 sur %n cases</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetLevelCommand</name>
    <message numerus="yes">
        <location filename="../editor/commands/cellcommands.cpp" line="74"/>
        <source>Raise %n square(s)</source>
        <translation>
            <numerusform>Surélever %n case</numerusform>
            <numerusform>Surélever %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/commands/cellcommands.cpp" line="74"/>
        <source>Lower %n square(s)</source>
        <translation>
            <numerusform>Abaisser %n case</numerusform>
            <numerusform>Abaisser %n cases</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StateFields</name>
    <message>
        <location filename="../core/sim/statefields.cpp" line="17"/>
        <source>square</source>
        <translation>case</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="18"/>
        <source>facing</source>
        <translation>orientation</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="19"/>
        <source>in play</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="20"/>
        <source>destroyed</source>
        <translation>détruit</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="21"/>
        <source>eliminated</source>
        <translation>éliminé</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="22"/>
        <source>damage</source>
        <translation>dégâts</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="23"/>
        <source>lives</source>
        <translation>vies</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="24"/>
        <source>checkpoints</source>
        <translation>points de contrôle</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="25"/>
        <source>archive marker</source>
        <translation>marqueur d&apos;archive</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="26"/>
        <source>powered down</source>
        <translation>éteint</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="27"/>
        <source>powered down next turn</source>
        <translation>éteint au prochain tour</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="28"/>
        <source>energy</source>
        <translation>énergie</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="29"/>
        <source>rebooted</source>
        <translation>redémarré</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="30"/>
        <source>option cards</source>
        <translation>cartes d&apos;option</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="31"/>
        <source>number of option cards</source>
        <translation>nombre de cartes d&apos;option</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="32"/>
        <source>uses left</source>
        <translation>utilisations restantes</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="33"/>
        <source>locked registers</source>
        <translation>registres verrouillés</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="34"/>
        <source>cards to program from next turn</source>
        <translation>cartes à programmer au prochain tour</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="35"/>
        <source>finishing place</source>
        <translation>place à l&apos;arrivée</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="36"/>
        <source>upgrades</source>
        <translation>améliorations</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="37"/>
        <source>damage cards taken</source>
        <translation>cartes de dégâts reçues</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="38"/>
        <source>SPAM cards taken</source>
        <translation>cartes SPAM reçues</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="39"/>
        <source>Trojan Horse cards taken</source>
        <translation>cartes Cheval de Troie reçues</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="40"/>
        <source>Worm cards taken</source>
        <translation>cartes Ver reçues</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="41"/>
        <source>Virus cards taken</source>
        <translation>cartes Virus reçues</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="42"/>
        <source>program</source>
        <translation>programme</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="43"/>
        <source>hand dealt for programming</source>
        <translation>main tirée pour programmer</translation>
    </message>
    <message>
        <source>hand</source>
        <translation type="vanished">main</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="44"/>
        <source>top of the draw pile</source>
        <translation>carte du dessus de la pioche</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="45"/>
        <source>draw pile</source>
        <translation>pioche</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="46"/>
        <source>discard pile</source>
        <translation>défausse</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="47"/>
        <source>robot</source>
        <translation>robot</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="48"/>
        <source>moment</source>
        <translation>moment</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="49"/>
        <source>winner</source>
        <translation>vainqueur</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="50"/>
        <source>shop</source>
        <translation>boutique</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="51"/>
        <source>upgrade discard pile</source>
        <translation>défausse des améliorations</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="52"/>
        <source>damage piles</source>
        <translation>piles de dégâts</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="53"/>
        <source>SPAM pile</source>
        <translation>pile SPAM</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="54"/>
        <source>Trojan Horse pile</source>
        <translation>pile Cheval de Troie</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="55"/>
        <source>Worm pile</source>
        <translation>pile Ver</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="56"/>
        <source>Virus pile</source>
        <translation>pile Virus</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="57"/>
        <source>option discard pile</source>
        <translation>défausse des options</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="58"/>
        <source>energy spaces emptied</source>
        <translation>cases d&apos;énergie vidées</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="59"/>
        <source>face-down Haywires</source>
        <translation>cartes Haywire face cachée</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="60"/>
        <source>damage cards kept in hand</source>
        <translation>cartes de dégâts gardées en main</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="61"/>
        <source>shut down</source>
        <translation>s’éteindre</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="62"/>
        <source>damage cards drawn</source>
        <translation>cartes de dégâts piochées</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="63"/>
        <source>priority token</source>
        <translation>jeton de priorité</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="64"/>
        <source>damage discard pile</source>
        <translation>défausse de dégâts</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="65"/>
        <source>cards left in the damage deck</source>
        <translation>cartes restant dans la pioche de dégâts</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="66"/>
        <source>upgrade collection</source>
        <translation>collection d&apos;améliorations</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="67"/>
        <source>cards on Memory Cards</source>
        <translation>cartes sur Cartes mémoire</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="68"/>
        <source>top card of the draw pile face up</source>
        <translation>première carte de la pioche face visible</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="69"/>
        <source>top of the upgrade deck</source>
        <translation>dessus de la pioche d&apos;améliorations</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="29"/>
        <source>The floor layer is locked</source>
        <translation>Le calque du sol est verrouillé</translation>
    </message>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="40"/>
        <source>The devices layer is locked</source>
        <translation>Le calque des dispositifs est verrouillé</translation>
    </message>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="47"/>
        <source>Choose a floor or device in the palette to fill with</source>
        <translation>Choisissez un sol ou un dispositif dans la palette pour remplir</translation>
    </message>
    <message>
        <location filename="../editor/tools/levelguard.cpp" line="103"/>
        <source>Nothing changed: the edit would touch the locked level (%1)</source>
        <translation>Rien n’a changé : la modification toucherait le niveau verrouillé (%1)</translation>
    </message>
    <message>
        <location filename="../editor/tools/levelguard.cpp" line="112"/>
        <source>The locked level (%1) was left unchanged</source>
        <translation>Le niveau verrouillé (%1) est resté inchangé</translation>
    </message>
</context>
<context>
    <name>TraceNotes</name>
    <message>
        <location filename="../core/game/event.cpp" line="22"/>
        <source>%1 moves %2 to %3</source>
        <translation>%1 se déplace vers %2 jusqu&apos;en %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="23"/>
        <source>%1 turns to face %2</source>
        <translation>%1 s&apos;oriente vers %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="24"/>
        <source>%1 is stopped by a wall leaving %2 towards %3</source>
        <translation>%1 est arrêté par un mur en quittant %2 vers %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="25"/>
        <source>%1 is stopped by a ledge (from the lower level it acts as a wall) leaving %2 towards %3</source>
        <translation>%1 est arrêté par un rebord (depuis le niveau inférieur, il agit comme un mur) en quittant %2 vers %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="26"/>
        <source>%1 is pushed %2 to %3 by %4 (keeps its facing)</source>
        <translation>%1 est poussé vers %2 jusqu&apos;en %3 par %4 (garde son orientation)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="27"/>
        <source>%1 cannot push %2: the chain is blocked; the rest of the card is lost</source>
        <translation>%1 ne peut pas pousser %2 : la chaîne est bloquée ; le reste de la carte est perdu</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="28"/>
        <source>%1 plays nothing</source>
        <translation>%1 ne joue rien</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="29"/>
        <source>%1 is powered down</source>
        <translation>%1 est hors tension</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="30"/>
        <source>%1 falls into the pit at %2</source>
        <translation>%1 tombe dans le trou en %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="31"/>
        <source>%1 falls into the drain at %2</source>
        <translation>%1 tombe dans la bonde en %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="32"/>
        <source>%1 leaves the board at %2</source>
        <translation>%1 sort du plateau en %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="33"/>
        <source>%1 falls through the open trap door at %2</source>
        <translation>%1 tombe par la trappe ouverte en %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="34"/>
        <source>%1 is crushed at %2</source>
        <translation>%1 est broyé en %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="35"/>
        <source>%1 is destroyed by its 10th damage</source>
        <translation>%1 est détruit par son 10e dégât</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="36"/>
        <source>%1 drops from the upper level to %2 and takes 2 damage</source>
        <translation>%1 tombe du niveau supérieur en %2 et subit 2 dégâts</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="37"/>
        <source>%1 stopped on a ramp it was climbing and rolls back %2</source>
        <translation>%1 s&apos;arrête sur une rampe qu&apos;il montait et redescend vers %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="38"/>
        <source>%1 enters a portal and continues from its partner at %2</source>
        <translation>%1 entre dans un portail et ressort par son partenaire en %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="39"/>
        <source>%1 enters a portal whose partner at %2 is occupied: it does nothing</source>
        <translation>%1 entre dans un portail dont le partenaire en %2 est occupé : sans effet</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="40"/>
        <source>%1 teleports %2 squares %3 to %4</source>
        <translation>%1 se téléporte de %2 cases vers %3 jusqu&apos;en %4</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="41"/>
        <source>%1&apos;s teleporter arrival %2 is occupied or not flat: it moves normally</source>
        <translation>L&apos;arrivée du téléporteur de %1 en %2 est occupée ou n&apos;est pas plane : il se déplace normalement</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="42"/>
        <source>%1 slides on the oil at %2 towards %3</source>
        <translation>%1 glisse sur l&apos;huile en %2 vers %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="43"/>
        <source>%1 starts on oil: the first square is lost</source>
        <translation>%1 démarre sur l&apos;huile : la première case est perdue</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="44"/>
        <source>%1 starts in water: the first square is lost</source>
        <translation>%1 démarre dans l&apos;eau : la première case est perdue</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="45"/>
        <source>%1 was pushed by %2 into a repulsor field and is pushed back %3 squares %4; %2 loses the rest of its card</source>
        <translation>%1, poussé par %2 dans un champ répulsif, est repoussé de %3 cases vers %4 ; %2 perd le reste de sa carte</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="46"/>
        <source>%1 runs into a repulsor field and is pushed back %2 squares %3; the rest of the card is lost</source>
        <translation>%1 heurte un champ répulsif et est repoussé de %2 cases vers %3 ; le reste de la carte est perdu</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="47"/>
        <source>%1 is burnt by the active flamer at %2 (1 damage)</source>
        <translation>%1 est brûlé par le lance-flammes actif en %2 (1 dégât)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="48"/>
        <source>%1 is carried %2 to %3</source>
        <translation>%1 est transporté vers %2 jusqu&apos;en %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="49"/>
        <source>%1 is turned by the belt curve at %2 (now facing %3)</source>
        <translation>%1 est tourné par la courbe du tapis en %2 (désormais orienté %3)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="50"/>
        <source>%1 and %2 would both end on %3: neither moves</source>
        <translation>%1 et %2 finiraient tous deux en %3 : aucun ne bouge</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="51"/>
        <source>%1 and %2 would swap squares: neither moves</source>
        <translation>%1 et %2 échangeraient leurs cases : aucun ne bouge</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="52"/>
        <source>%1 stays on its belt: %2 holds %3 and is not leaving it</source>
        <translation>%1 reste sur son tapis : %2 occupe la case %3 et ne la quitte pas</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="53"/>
        <source>%1&apos;s belt runs into a wall at %2: it does not move</source>
        <translation>Le tapis de %1 bute contre un mur en %2 : le robot ne bouge pas</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="54"/>
        <source>%1 is carried by the current %2 to %3</source>
        <translation>%1 est emporté par le courant vers %2 jusqu&apos;en %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="55"/>
        <source>the pusher at %1 pushes %2 %3</source>
        <translation>le pousseur en %1 pousse %2 vers %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="56"/>
        <source>the pusher at %1 is not active in this register</source>
        <translation>le pousseur en %1 n&apos;est pas actif dans ce registre</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="57"/>
        <source>%1 is turned by the gear at %2 (now facing %3)</source>
        <translation>%1 est tourné par l&apos;engrenage en %2 (désormais orienté %3)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="58"/>
        <source>the crusher at %1 is not active</source>
        <translation>le broyeur en %1 n&apos;est pas actif</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="59"/>
        <source>%1 is hit by a board laser at %2 (%n beam(s))</source>
        <translation>
            <numerusform>%1 est touché par un laser du plateau en %2 (%n rayon)</numerusform>
            <numerusform>%1 est touché par un laser du plateau en %2 (%n rayons)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="60"/>
        <source>%1 is shot by %2 at %3 (%4 damage)</source>
        <translation>%1 est touché par le tir de %2 en %3 (%4 dégâts)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="61"/>
        <source>%1 is shot by %2 at %3</source>
        <translation>%1 est touché par le tir de %2 en %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="62"/>
        <source>%1 ends the register on acid: 1 damage</source>
        <translation>%1 termine le registre sur l&apos;acide : 1 dégât</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="63"/>
        <source>%1 ends the register on fire: 2 damage</source>
        <translation>%1 termine le registre dans le feu : 2 dégâts</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="64"/>
        <source>%1 ends register 5 on radiation: 1 damage</source>
        <translation>%1 termine le registre 5 sur la radiation : 1 dégât</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="65"/>
        <source>%1 ends the register on radioactive waste: 1 damage</source>
        <translation>%1 termine le registre sur les déchets radioactifs : 1 dégât</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="66"/>
        <source>%1 ends the register on an active flamer: 1 damage</source>
        <translation>%1 termine le registre sur un lance-flammes actif : 1 dégât</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="67"/>
        <source>%1 touches %2: archive marker moved there</source>
        <translation>%1 touche %2 : le point de sauvegarde y est déplacé</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="68"/>
        <source>%1 takes flag %2</source>
        <translation>%1 prend le drapeau %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="69"/>
        <source>%1 touches flag %2 out of order: it does not count</source>
        <translation>%1 touche le drapeau %2 dans le désordre : il ne compte pas</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="70"/>
        <source>%1 has taken the last flag and WINS</source>
        <translation>%1 a pris le dernier drapeau et GAGNE</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="71"/>
        <source>%1 is repaired %2 damage</source>
        <translation>%1 répare %2 dégâts</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="72"/>
        <source>%1 draws the option card %2</source>
        <translation>%1 pioche la carte option %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="73"/>
        <source>%1&apos;s register %2 is locked and keeps %3</source>
        <translation>Le registre %2 de %1 est bloqué et garde %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="74"/>
        <source>%1 is dealt %n cards</source>
        <translation>
            <numerusform>%1 reçoit %n carte</numerusform>
            <numerusform>%1 reçoit %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="75"/>
        <source>%1 has no program: %n register(s) filled at random from its cards</source>
        <translation>
            <numerusform>%1 n&apos;a pas de programme : %n registre rempli au hasard avec ses cartes</numerusform>
            <numerusform>%1 n&apos;a pas de programme : %n registres remplis au hasard avec ses cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="76"/>
        <source>%1&apos;s register %2 locked with no card to keep: gets %3 at random</source>
        <translation>Le registre %2 de %1 est bloqué sans carte à garder : il reçoit %3 au hasard</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="77"/>
        <source>%1 stands on a randomizer: its card becomes %2</source>
        <translation>%1 est sur une case aléatoire : sa carte devient %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="78"/>
        <source>the trap door under %1 at %2 opens</source>
        <translation>la trappe sous %1 en %2 s&apos;ouvre</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="79"/>
        <source>%1 is powered down this turn: no cards, %2 damage repaired</source>
        <translation>%1 est hors tension ce tour-ci : aucune carte, %2 dégâts réparés</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="80"/>
        <source>%1 announces a power down for next turn</source>
        <translation>%1 annonce une mise hors tension pour le tour suivant</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="81"/>
        <source>%1 re-enters at %2 facing %3 with %4 damage</source>
        <translation>%1 réapparaît en %2, orienté %3, avec %4 dégâts</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="82"/>
        <source>%1&apos;s archive is taken: it re-enters at %2 instead</source>
        <translation>Le point de sauvegarde de %1 est occupé : il réapparaît en %2 à la place</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="83"/>
        <source>%1 has no lives left: eliminated</source>
        <translation>%1 n&apos;a plus de sauvegardes : éliminé</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="84"/>
        <source>%1 ends the register alone on its square: no longer virtual</source>
        <translation>%1 termine le registre seul sur sa case : il n&apos;est plus virtuel</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="85"/>
        <source>%1 passes through %2 (virtual)</source>
        <translation>%1 traverse %2 (virtuel)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="86"/>
        <source>%1 reveals %2</source>
        <translation>%1 révèle %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="87"/>
        <source>%1 reboots on %2 facing %3: 2 SPAM cards, its remaining registers are cancelled</source>
        <translation>%1 redémarre en %2, orienté %3 : 2 cartes SPAM, ses registres restants sont annulés</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="88"/>
        <source>%1 reboots on %2 facing %3 without SPAM (Firewall or the Reboot upgrade), its remaining registers are cancelled</source>
        <translation>%1 redémarre en %2 face à %3 sans SPAM (Pare-feu ou l&apos;amélioration Redémarrage), ses registres restants sont annulés</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="89"/>
        <source>%1 is pushed %2 off the reboot point to %3 by %4 rebooting</source>
        <translation>%1 est poussé vers %2 hors du point de redémarrage jusqu&apos;en %3 par %4 qui redémarre</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="90"/>
        <source>%1 plays a damage card: the top card of its deck, %2, is played instead</source>
        <translation>%1 joue une carte de dégâts : la première carte de son paquet, %2, est jouée à la place</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="91"/>
        <source>%1 plays Again: register %2 is repeated with %3</source>
        <translation>%1 joue Répétition : le registre %2 est répété avec %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="92"/>
        <source>%1 powers up: %2 energy</source>
        <translation>%1 se recharge : énergie %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="93"/>
        <source>%1 takes an energy cube at %2 (%3 energy)</source>
        <translation>%1 prend un cube d&apos;énergie en %2 (énergie %3)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="94"/>
        <source>%1 shuffles its discard pile into a new deck (%2 cards)</source>
        <translation>%1 mélange sa défausse pour former un nouveau paquet (%2 cartes)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="95"/>
        <source>%1 does not own the programmed %2: register %3 stays empty</source>
        <translation>%1 ne possède pas la carte programmée %2 : le registre %3 reste vide</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="96"/>
        <source>the option discard pile is shuffled into a new option deck (%1 cards)</source>
        <translation>la défausse des options est mélangée pour former une nouvelle pioche d&apos;options (%1 cartes)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="97"/>
        <source>the option deck and its discard pile are empty: %1 draws nothing</source>
        <translation>la pioche d&apos;options et sa défausse sont vides : %1 ne pioche rien</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="98"/>
        <source>%1 discards %2 (used up)</source>
        <translation>%1 défausse %2 (épuisée)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="99"/>
        <source>%1 is destroyed and loses %2</source>
        <translation>%1 est détruit et perd %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="100"/>
        <source>%1 discards %2 to cancel 1 damage</source>
        <translation>%1 défausse %2 pour annuler 1 dégât</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="101"/>
        <source>%1&apos;s Ablative Coat absorbs 1 damage (%2 left)</source>
        <translation>Le Revêtement ablatif de %1 absorbe 1 dégât (reste %2)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="102"/>
        <source>%1&apos;s Power-Down Shield cancels 1 damage from the %2 side</source>
        <translation>Le Bouclier hors tension de %1 annule 1 dégât venant du côté %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="103"/>
        <source>%1 decides: %2 at %3</source>
        <translation>%1 décide : %2 sur %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="104"/>
        <source>%1 decides: %2</source>
        <translation>%1 décide : %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="105"/>
        <source>%1&apos;s decision (%2) is void: %3</source>
        <translation>La décision de %1 (%2) est nulle : %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="106"/>
        <source>%1&apos;s Abort Switch swaps register %2 for the top card: %3</source>
        <translation>Avec l&apos;Interrupteur d&apos;annulation, %1 échange le registre %2 contre la première carte de la pioche : %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="107"/>
        <source>%1 brakes: its move 1 moves 0 squares</source>
        <translation>%1 freine : son avance 1 le déplace de 0 case</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="108"/>
        <source>%1 has %2 damage: its Circuit Breaker powers it down next turn</source>
        <translation>%1 a %2 dégâts : son Disjoncteur le met hors tension au tour suivant</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="109"/>
        <source>%1&apos;s Conditional Program puts %2 in register %3</source>
        <translation>Le Programme conditionnel de %1 place %2 dans le registre %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="110"/>
        <source>%1&apos;s Conditional Program card %2 is not used: discarded</source>
        <translation>La carte %2 du Programme conditionnel de %1 n&apos;est pas utilisée : défaussée</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="111"/>
        <source>%1&apos;s Crab Legs step it %2 (facing unchanged)</source>
        <translation>Avec ses Pattes de crabe, %1 fait un pas vers %2 (orientation inchangée)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="112"/>
        <source>%1&apos;s Dual Processor: it moves %2 square(s), then turns</source>
        <translation>Double processeur de %1 : il avance de %2 case(s), puis tourne</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="113"/>
        <source>%1&apos;s Fire Control locks %2&apos;s register %3</source>
        <translation>Le Contrôle de tir de %1 bloque le registre %3 de %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="114"/>
        <source>%1&apos;s Fire Control destroys %2&apos;s %3</source>
        <translation>Le Contrôle de tir de %1 détruit la carte %3 de %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="115"/>
        <source>%1 adds its Flywheel card %2 to its hand</source>
        <translation>%1 ajoute à sa main la carte %2 de son Volant d&apos;inertie</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="116"/>
        <source>%1 shifts into Fourth Gear: its move 3 moves 4 squares</source>
        <translation>%1 passe la Quatrième vitesse : son avance 3 avance de 4 cases</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="117"/>
        <source>%1&apos;s Gyroscopic Stabilizer keeps it facing %2</source>
        <translation>Le Stabilisateur gyroscopique de %1 le maintient orienté vers %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="118"/>
        <source>%1&apos;s High-Power Laser passes the wall at %2</source>
        <translation>Le Laser haute puissance de %1 traverse le mur en %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="119"/>
        <source>%1&apos;s Mechanical Arm touches %2</source>
        <translation>Le Bras mécanique de %1 touche %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="120"/>
        <source>%1 is hit by %2&apos;s Mini Howitzer: 1 damage</source>
        <translation>%1 est touché par le Mini-obusier de %2 : 1 dégât</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="121"/>
        <source>%1 is moved %2 by %3&apos;s weapon</source>
        <translation>%1 est déplacé vers %2 par l&apos;arme de %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="122"/>
        <source>%1&apos;s Radio Control takes over %2 from register %3</source>
        <translation>La Radiocommande de %1 prend le contrôle de %2 à partir du registre %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="123"/>
        <source>%1 is radio-controlled: it plays %2&apos;s %3</source>
        <translation>%1 est radiocommandé : il joue la carte %3 de %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="124"/>
        <source>%1 is rammed by %2&apos;s Ramming Gear: 1 damage</source>
        <translation>%1 est percuté par l&apos;Éperon de %2 : 1 dégât</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="125"/>
        <source>%1 is shot by %2&apos;s Rear-Firing Laser at %3</source>
        <translation>%1 est touché en %3 par le Laser arrière de %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="126"/>
        <source>%1 recompiles: a new hand of %2 cards, 1 damage</source>
        <translation>%1 recompile : une nouvelle main de %2 cartes, 1 dégât</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="127"/>
        <source>%1 uses Reverse Gear: its back up moves 2 squares</source>
        <translation>%1 utilise la Marche arrière : son recul recule de 2 cases</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="128"/>
        <location filename="../core/game/event.cpp" line="173"/>
        <source>%1&apos;s register %2 is scrambled: it becomes %3</source>
        <translation>Le registre %2 de %1 est brouillé : il devient %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="129"/>
        <source>%1&apos;s Superior Archive: it re-enters with no damage</source>
        <translation>Sauvegarde supérieure de %1 : il revient en jeu sans dégâts</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="130"/>
        <source>%1 scraps %2 at the chop shop</source>
        <translation>%1 met %2 au rebut à l&apos;atelier de modification</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="131"/>
        <source>%1 reloads an option at the chop shop (%2 uses)</source>
        <translation>%1 recharge une option à l&apos;atelier de modification (%2 utilisations)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="132"/>
        <source>%1&apos;s Extra Memory: one card more (%2 cards)</source>
        <translation>Mémoire supplémentaire de %1 : une carte de plus (%2 cartes)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="133"/>
        <source>the pusher at %1 would push %2 %3 into another push of this substep: neither moves</source>
        <translation>le pousseur en %1 pousserait %2 vers %3 contre une autre poussée de cette sous-étape : aucun ne bouge</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="134"/>
        <source>the scenario ends the turn after register %1: the registers after it are not played</source>
        <translation>le scénario termine le tour après le registre %1 : les registres suivants ne sont pas joués</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="135"/>
        <source>%1 has taken the last flag too: place %2</source>
        <translation>%1 a lui aussi atteint le dernier drapeau : place %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="136"/>
        <source>the pusher at %1 cannot push %2 %3: %4 is in front and does not leave its square</source>
        <translation>le pousseur en %1 ne peut pas pousser %2 vers %3 : %4 est devant et ne quitte pas sa case</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="137"/>
        <source>%1&apos;s Mechanical Arm cannot touch flag %2 at %3: a wall is in the way</source>
        <translation>Le Bras mécanique de %1 ne peut pas toucher le drapeau %2 en %3 : un mur est sur le chemin</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="138"/>
        <source>nothing was bought in the last upgrade phase: the %n card(s) of the shop are replaced</source>
        <translation>
            <numerusform>rien n&apos;a été acheté lors de la dernière phase d&apos;amélioration : %n carte de la boutique est remplacée</numerusform>
            <numerusform>rien n&apos;a été acheté lors de la dernière phase d&apos;amélioration : les %n cartes de la boutique sont remplacées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="139"/>
        <source>the shop is refilled with %n card(s)</source>
        <translation>
            <numerusform>la boutique est complétée avec %n carte</numerusform>
            <numerusform>la boutique est complétée avec %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="140"/>
        <source>the upgrade discard pile is shuffled into a new upgrade deck (%n card(s))</source>
        <translation>
            <numerusform>la défausse des améliorations est mélangée pour former une nouvelle pioche d&apos;améliorations (%n carte)</numerusform>
            <numerusform>la défausse des améliorations est mélangée pour former une nouvelle pioche d&apos;améliorations (%n cartes)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="141"/>
        <source>%1 buys %2 for %3 energy</source>
        <translation>%1 achète %2 pour %3 d&apos;énergie</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="142"/>
        <source>%1 puts %2 on the upgrade discard pile to make room</source>
        <translation>%1 met %2 dans la défausse des améliorations pour faire de la place</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="143"/>
        <source>%1 uses Recharge: 3 energy (now %2)</source>
        <translation>%1 utilise Rechargement : 3 d&apos;énergie (maintenant %2)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="144"/>
        <source>%1 puts %2 into its discard pile</source>
        <translation>%1 met %2 dans sa défausse</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="145"/>
        <source>%1 takes a %2 card</source>
        <translation>%1 reçoit une carte %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="146"/>
        <source>%1 must take a card from an empty pile and takes %2 instead</source>
        <translation>%1 doit prendre une carte d&apos;une pile vide et prend %2 à la place</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="147"/>
        <source>%1 would take a damage card, but every damage pile is empty</source>
        <translation>%1 recevrait une carte de dégâts, mais toutes les piles de dégâts sont vides</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="148"/>
        <source>%1 plays a Worm: it reboots</source>
        <translation>%1 joue un Ver : il redémarre</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="149"/>
        <source>%1 plays a Trojan Horse: it takes 2 SPAM</source>
        <translation>%1 joue un Cheval de Troie : il reçoit 2 SPAM</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="150"/>
        <source>%1 plays a Virus: %n robot(s) nearby take a Virus</source>
        <translation>
            <numerusform>%1 joue un Virus : %n robot proche reçoit un Virus</numerusform>
            <numerusform>%1 joue un Virus : %n robots proches reçoivent un Virus</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="151"/>
        <location filename="../core/game/event.cpp" line="187"/>
        <source>%1 plays %2</source>
        <translation>%1 joue %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="152"/>
        <source>%1&apos;s Spam Folder returns a SPAM card from its discard pile (%2 returned)</source>
        <translation>Le Dossier spam de %1 rend une carte SPAM de sa défausse (%2 rendues)</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="153"/>
        <source>%1&apos;s Spam Blocker returns %n SPAM card(s) from its hand and draws replacements</source>
        <translation>
            <numerusform>Le Bloqueur de spam de %1 rend %n carte SPAM de sa main et en pioche une autre</numerusform>
            <numerusform>Le Bloqueur de spam de %1 rend %n cartes SPAM de sa main et en pioche autant</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="154"/>
        <source>%1 uses %2: it moves first in this register</source>
        <translation>%1 utilise %2 : il se déplace en premier dans ce registre</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="155"/>
        <source>%1 is shot by %2&apos;s Rail Gun at %3 (%4 SPAM)</source>
        <translation>%1 est touché en %3 par le Canon à rails de %2 (%4 SPAM)</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="156"/>
        <source>%1 draws its hand: %n card(s)</source>
        <translation>
            <numerusform>%1 pioche sa main : %n carte</numerusform>
            <numerusform>%1 pioche sa main : %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="157"/>
        <source>%1 uses Boink: one square %2 without turning</source>
        <translation>%1 utilise Boink : une case vers %2 sans tourner</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="158"/>
        <source>%1 uses Zoop: it now faces %2</source>
        <translation>%1 utilise Zoop : il fait maintenant face à %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="159"/>
        <source>%1 uses Brakes: its move 1 moves 0 squares</source>
        <translation>%1 utilise Freins : son avance 1 avance de 0 case</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="160"/>
        <source>%1 uses Crab Legs: it steps %2 on its way (facing unchanged)</source>
        <translation>%1 utilise Pattes de crabe : il se décale vers %2 en chemin (orientation inchangée)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="161"/>
        <source>%1 uses Teleporter for 1 energy: %2 squares %3 to %4, ignoring what lies between</source>
        <translation>%1 utilise Téléporteur pour 1 énergie : %2 cases vers %3 jusqu&apos;en %4, sans tenir compte de ce qui se trouve entre</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="162"/>
        <source>%1 and %2 swap squares</source>
        <translation>%1 et %2 échangent leurs cases</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="163"/>
        <source>%1 hovers over the pit at %2</source>
        <translation>%1 survole la fosse en %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="164"/>
        <source>%1 uses Hack: it plays %2 once more</source>
        <translation>%1 utilise Piratage : il joue %2 une fois de plus</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="165"/>
        <source>%1 uses Reboot: it reboots without SPAM and its card does not act</source>
        <translation>%1 utilise Redémarrage : il redémarre sans SPAM et sa carte n&apos;agit pas</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="166"/>
        <source>%1 uses Refresh: its card becomes %2</source>
        <translation>%1 utilise Rafraîchissement : sa carte devient %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="167"/>
        <source>%1 pushes %2 %3 with Side Arms</source>
        <translation>%1 pousse %2 vers %3 avec Bras latéraux</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="168"/>
        <source>%1 keeps %n card(s) on top of its draw pile (Cache Memory)</source>
        <translation>
            <numerusform>%1 garde %n carte sur sa pioche (Mémoire cache)</numerusform>
            <numerusform>%1 garde %n cartes sur sa pioche (Mémoire cache)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="169"/>
        <source>%1 uses Memory Swap: it draws 3 cards and puts 3 back on its draw pile</source>
        <translation>%1 utilise Échange de mémoire : il pioche 3 cartes et en remet 3 sur sa pioche</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="170"/>
        <source>%1 uses Defrag Gizmo: %2 goes back to its pile and a card is drawn</source>
        <translation>%1 utilise Défragmenteur : %2 retourne à sa pile et une carte est piochée</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="171"/>
        <source>%1 is pushed by %2 and takes a %3 card</source>
        <translation>%1 est poussé par %2 et reçoit une carte %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="172"/>
        <source>%1 gives Modular Chassis to %2 and takes %3</source>
        <translation>%1 donne le Châssis modulaire à %2 et prend %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="174"/>
        <source>%1 raises Deflector Shield for 1 energy (%2 left): robot lasers do not hit it in this register</source>
        <translation>%1 active le Bouclier déflecteur pour 1 énergie (%2 restante(s)) : les lasers des robots ne le touchent pas dans ce registre</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="175"/>
        <source>%1&apos;s Deflector Shield stops the shot of %2</source>
        <translation>Le Bouclier déflecteur de %1 arrête le tir de %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="176"/>
        <source>%1 is shot by %2 and takes a %3 card</source>
        <translation>%1 est touché par %2 et reçoit une carte %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="177"/>
        <source>%1 is hit by %2&apos;s Mini Howitzer for 1 energy: 2 more SPAM, and it is pushed away</source>
        <translation>%1 est touché par le Mini-obusier de %2 pour 1 énergie : 2 SPAM de plus, et il est repoussé</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="178"/>
        <source>%1 lays %2 on its Flywheel for the next turn</source>
        <translation>%1 pose %2 sur son Volant d&apos;inertie pour le tour suivant</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="179"/>
        <source>%1 lays %2 on its Conditional Program</source>
        <translation>%1 pose %2 sur son Programme conditionnel</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="180"/>
        <source>the priority token passes to %1</source>
        <translation>le jeton de priorité passe à %1</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="181"/>
        <source>%1 takes the priority token from the next register on; it stays with %1 at the end of this round</source>
        <translation>%1 prend le jeton de priorité à partir du registre suivant ; il reste à %1 à la fin de cette manche</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="182"/>
        <source>%1 draws %2 from the damage deck</source>
        <translation>%1 pioche %2 dans la pioche de dégâts</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="183"/>
        <source>%1 puts %2 face down under register %3 for the next round</source>
        <translation>%1 place %2 face cachée sous le registre %3 pour la manche suivante</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="184"/>
        <source>%1 draws %2, but register %3 already holds a Haywire: it goes to the damage discard pile</source>
        <translation>%1 pioche %2, mais le registre %3 a déjà une carte Haywire : elle va dans la défausse de dégâts</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="185"/>
        <source>the damage discard pile is shuffled into a new damage deck (%1 cards)</source>
        <translation>la défausse de dégâts est mélangée en une nouvelle pioche de dégâts (%1 cartes)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="186"/>
        <source>the damage deck and its discard pile are empty: %1 takes no more damage in this register</source>
        <translation>la pioche de dégâts et sa défausse sont vides : %1 ne subit plus de dégâts dans ce registre</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="188"/>
        <source>%1 reboots: it leaves the board at %2, its registers are cancelled and it draws %3 damage cards</source>
        <translation>%1 redémarre : il quitte le plateau en %2, ses registres sont annulés et il pioche %3 cartes de dégâts</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="189"/>
        <source>%1 re-enters on the reboot token at %2 facing %3</source>
        <translation>%1 revient sur le jeton de redémarrage en %2, orienté %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="190"/>
        <source>%1 shuts down for this round: its registers are emptied and its damage cards go to the damage discard pile</source>
        <translation>%1 s’éteint pour cette manche : ses registres sont vidés et ses cartes de dégâts vont dans la défausse de dégâts</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="191"/>
        <source>%1 keeps %n damage card(s) in its hand for the next round</source>
        <translation>
            <numerusform>%1 garde %n carte de dégâts en main pour le tour suivant</numerusform>
            <numerusform>%1 garde %n cartes de dégâts en main pour le tour suivant</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps %2 damage cards in its hand for the next round</source>
        <translation type="vanished">%1 garde %2 cartes de dégâts en main pour la manche suivante</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="192"/>
        <source>%1 plays Again in register 1: the top card of its deck, %2, is played instead</source>
        <translation>%1 joue Répétition dans le registre 1 : la carte du dessus de sa pioche, %2, est jouée à la place</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="193"/>
        <source>%1 pays %2 energy to its Haywire and moves 2 squares forward per energy paid</source>
        <translation>%1 paie %2 énergie à sa carte Haywire et avance de 2 cases par énergie payée</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="194"/>
        <source>%1 removes %2 of its discard pile from the game</source>
        <translation>%1 retire du jeu %2 de sa défausse</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="195"/>
        <source>%1 runs into a wall during its Haywire&apos;s move and draws a damage card</source>
        <translation>%1 heurte un mur pendant le déplacement de sa carte Haywire et pioche une carte de dégâts</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="196"/>
        <source>%1 turns up %2 from its draw pile and plays it as this register&apos;s card</source>
        <translation>%1 retourne %2 de sa pioche et la joue comme carte de ce registre</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="197"/>
        <source>%1&apos;s laser deals 1 more damage to each robot it hits in this register</source>
        <translation>Le laser de %1 inflige 1 dégât de plus à chaque robot touché dans ce registre</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="198"/>
        <source>%1 gains 1 energy on the battery at %2 (%3 energy)</source>
        <translation>%1 gagne 1 énergie sur la batterie en %2 (%3 d’énergie)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="199"/>
        <source>%1 pays 1 energy and draws %2 into its collection (%3 energy left)</source>
        <translation>%1 paie 1 énergie et pioche %2 dans sa collection (%3 énergie restante)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="200"/>
        <source>%1 installs %2 from its collection for %3 energy</source>
        <translation>%1 installe %2 de sa collection pour %3 énergie</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="201"/>
        <source>%1 uninstalls %2: it goes to the upgrade discard pile</source>
        <translation>%1 désinstalle %2 : elle va dans la défausse des améliorations</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="202"/>
        <source>%1 is hit by %2&apos;s Mini Howitzer instead of its laser: 2 damage cards, then a push</source>
        <translation>%1 est touché par le Mini-obusier de %2 à la place de son laser : 2 cartes de dégâts, puis une poussée</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="203"/>
        <source>%1 is moved to the reboot token at %2 by %3&apos;s Displacing Blast</source>
        <translation>%1 est déplacé sur le jeton de redémarrage en %2 par le Tir de déplacement de %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="204"/>
        <source>%1 pays 1 energy for its Deflector Shield (%2 left): no laser or weapon damage reaches it in this register</source>
        <translation>%1 paie 1 énergie pour son Bouclier déflecteur (il en reste %2) : aucun dégât de laser ou d&apos;arme ne l&apos;atteint dans ce registre</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="205"/>
        <source>%1&apos;s Deflector Shield stops %n damage card(s)</source>
        <translation>
            <numerusform>Le Bouclier déflecteur de %1 arrête %n carte de dégâts</numerusform>
            <numerusform>Le Bouclier déflecteur de %1 arrête %n cartes de dégâts</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="206"/>
        <source>%1 made a U-turn in this register: with Laser Kata its laser fires in all four directions</source>
        <translation>%1 a fait demi-tour dans ce registre : avec Kata laser son laser tire dans les quatre directions</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="207"/>
        <source>%1 is shot by %2&apos;s Rail Gun at %3 (%4 damage)</source>
        <translation>%1 est touché par le Canon à rails de %2 en %3 (%4 dégâts)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="208"/>
        <source>%1 plays Again after a damage card: the top card of its deck, %2, is played instead</source>
        <translation>%1 joue Répétition après une carte de dégâts : la carte du dessus de sa pioche, %2, est jouée à la place</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="209"/>
        <source>%1 re-enters from its archive, at %2 facing %3</source>
        <translation>%1 revient depuis son point de sauvegarde, en %2, orienté %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="210"/>
        <source>%1 runs into %2&apos;s spikes: 1 damage</source>
        <translation>%1 se heurte aux pointes de %2 : 1 dégât</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="211"/>
        <source>%1 is pierced by %2&apos;s Piercing Drill: 1 damage</source>
        <translation>%1 est transpercé par la Foreuse perforante de %2 : 1 dégât</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="212"/>
        <source>%1&apos;s Lucky Booster turns up %2 in the damage deck</source>
        <translation>Avec Porte-bonheur, %1 retourne %2 dans la pioche de dégâts</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="213"/>
        <source>%1 reveals a SPAM: with Chaos Theory it gains 1 energy (%2 energy)</source>
        <translation>%1 révèle un SPAM : avec Théorie du chaos, il gagne 1 énergie (%2 énergie)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="214"/>
        <source>%1&apos;s Spam Filter turns the top card of its draw pile face up: %2</source>
        <translation>Le Filtre anti-spam de %1 retourne face visible la première carte de sa pioche : %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="215"/>
        <source>%1 puts %n card(s) of its hand on Memory Cards</source>
        <translation>
            <numerusform>%1 pose %n carte de sa main sur Cartes mémoire</numerusform>
            <numerusform>%1 pose %n cartes de sa main sur Cartes mémoire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="216"/>
        <source>%1 takes %n card(s) from Memory Cards into its hand</source>
        <translation>
            <numerusform>%1 reprend en main %n carte de Cartes mémoire</numerusform>
            <numerusform>%1 reprend en main %n cartes de Cartes mémoire</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="217"/>
        <source>%1&apos;s Self-Diagnostics removes %2 from the game</source>
        <translation>Avec Autodiagnostic, %1 retire %2 du jeu</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="218"/>
        <source>%1 uses Re-Initialize: %2 takes the priority token (from the next register, or from register 1 before the registers)</source>
        <translation>%1 utilise Réinitialiser : %2 prend le jeton de priorité (à partir du registre suivant, ou du registre 1 avant les registres)</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="219"/>
        <source>%1 uses Rewire: %n face-down Haywire(s) go to its hand, to be programmed this round</source>
        <translation>
            <numerusform>%1 utilise Recâbler : %n carte Haywire face cachée passe dans sa main et doit être programmée cette manche</numerusform>
            <numerusform>%1 utilise Recâbler : %n cartes Haywire face cachée passent dans sa main et doivent être programmées cette manche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="220"/>
        <source>%1 uses Calibration Protocol: %n damage card(s) of its hand go to the damage discard pile, and it draws as many</source>
        <translation>
            <numerusform>%1 utilise Protocole d&apos;étalonnage : %n carte de dégâts de sa main va sur la défausse de dégâts, et il en pioche autant</numerusform>
            <numerusform>%1 utilise Protocole d&apos;étalonnage : %n cartes de dégâts de sa main vont sur la défausse de dégâts, et il en pioche autant</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="221"/>
        <source>%1 must program %2, taken by Rewire: it goes into register %3</source>
        <translation>%1 doit programmer %2, prise par Recâbler : elle va dans le registre %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="229"/>
        <source>the robot does not hold that option</source>
        <translation>le robot n&apos;a pas cette option</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="230"/>
        <source>the option does not act now or with this card</source>
        <translation>l&apos;option n&apos;agit pas maintenant ou pas avec cette carte</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="231"/>
        <source>the target is not the robot the laser hits</source>
        <translation>la cible n&apos;est pas le robot que touche le laser</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="232"/>
        <source>the target is on a neighbouring square</source>
        <translation>la cible est sur une case voisine</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="233"/>
        <source>not in register 5</source>
        <translation>pas dans le registre 5</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="234"/>
        <source>the register is locked</source>
        <translation>le registre est bloqué</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="235"/>
        <source>powered down</source>
        <translation>hors tension</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="236"/>
        <source>not on a square that allows it</source>
        <translation>pas sur une case qui le permet</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="237"/>
        <source>already used</source>
        <translation>déjà utilisée</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="238"/>
        <source>nothing to use it on</source>
        <translation>rien sur quoi l&apos;utiliser</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="239"/>
        <source>the card is not in the shop</source>
        <translation>la carte n&apos;est pas dans la boutique</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="240"/>
        <source>not enough energy</source>
        <translation>pas assez d&apos;énergie</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="241"/>
        <source>no damage point that it could cancel came in this register</source>
        <translation>aucun dégât qu&apos;elle pourrait annuler n&apos;est arrivé dans ce registre</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="242"/>
        <source>its moment never came in this register</source>
        <translation>son moment n&apos;est jamais venu dans ce registre</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="243"/>
        <source>3 upgrades of that kind are installed already</source>
        <translation>3 améliorations de ce type sont déjà installées</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="244"/>
        <source>the upgrade deck and its discard pile are empty</source>
        <translation>la pioche d&apos;améliorations et sa défausse sont vides</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="19"/>
        <source>discard %1</source>
        <translation>défausser %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="21"/>
        <source>chop shop: scrap %1</source>
        <translation>atelier de modification : mettre %1 au rebut</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="23"/>
        <source>chop shop: reload %1</source>
        <translation>atelier de modification : recharger %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="25"/>
        <source>draw an option</source>
        <translation>piocher une option</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="26"/>
        <source>lose %1</source>
        <translation>perdre %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="28"/>
        <source>buy %1</source>
        <translation>acheter %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="30"/>
        <source>take %1 from another pile</source>
        <translation>prendre %1 d&apos;une autre pile</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="32"/>
        <source>play the routine as %1</source>
        <translation>jouer la routine comme %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="34"/>
        <source>lay a card on %1</source>
        <translation>poser une carte sur %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="35"/>
        <source>shut down</source>
        <translation>s’éteindre</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="36"/>
        <source>choose the facing at re-entry</source>
        <translation>choisir l’orientation au retour</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="38"/>
        <source>choose the turn of the Haywire</source>
        <translation>choisir la rotation de la carte Haywire</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="39"/>
        <source>choose the facing of the Haywire</source>
        <translation>choisir l&apos;orientation de la carte Haywire</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="41"/>
        <source>choose the energy paid for the Haywire</source>
        <translation>choisir l&apos;énergie payée pour la carte Haywire</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="43"/>
        <source>choose the side of the Haywire</source>
        <translation>choisir le côté de la carte Haywire</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="44"/>
        <source>choose %1 as the card the Haywire removes</source>
        <translation>choisir %1 comme carte retirée par la carte Haywire</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="46"/>
        <source>choose the order of the Haywire&apos;s cards</source>
        <translation>choisir l&apos;ordre des cartes de la carte Haywire</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="48"/>
        <source>draw an upgrade</source>
        <translation>piocher une amélioration</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="50"/>
        <source>install %1</source>
        <translation>installer %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="51"/>
        <source>uninstall %1</source>
        <translation>désinstaller %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="52"/>
        <source>choose %1 as the upgrade the Haywire installs</source>
        <translation>choisir %1 comme l&apos;amélioration que la Haywire installe</translation>
    </message>
</context>
<context>
    <name>TransformSelectionCommand</name>
    <message>
        <location filename="../editor/commands/selectioncommands.cpp" line="19"/>
        <source>Mirror selection</source>
        <translation>Refléter la sélection</translation>
    </message>
    <message>
        <location filename="../editor/commands/selectioncommands.cpp" line="21"/>
        <source>Rotate selection</source>
        <translation>Tourner la sélection</translation>
    </message>
    <message>
        <location filename="../editor/commands/selectioncommands.cpp" line="22"/>
        <source>Move selection</source>
        <translation>Déplacer la sélection</translation>
    </message>
</context>
<context>
    <name>TranslationNotes</name>
    <message>
        <location filename="../core/rules/translate.cpp" line="281"/>
        <source>&apos;%2&apos; has no %3 counterpart: the register is empty</source>
        <translation>« %2 » n&apos;a pas d&apos;équivalent dans les règles « %3 » : le registre reste vide</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="282"/>
        <source>every %2 card of this kind is in use: the register is empty</source>
        <translation>toutes les cartes de ce type des règles « %2 » sont déjà utilisées : le registre reste vide</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="283"/>
        <source>power down</source>
        <translation>mise hors tension</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="283"/>
        <source>the %1 rules have no power down: ignored</source>
        <translation>les règles « %1 » n&apos;ont pas de mise hors tension : ignorée</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="284"/>
        <source>powered down</source>
        <translation>hors tension</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="284"/>
        <source>the %1 rules have no power down: the robot plays</source>
        <translation>les règles « %1 » n&apos;ont pas de mise hors tension : le robot joue</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="285"/>
        <source>%1 damage</source>
        <translation>%1 dégâts</translation>
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
        <translation>chaque dégât devient une carte SPAM dans le paquet du robot</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="286"/>
        <source>deck and discard pile</source>
        <translation>paquet et défausse</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="286"/>
        <source>%1 robots have no own deck: ignored</source>
        <translation>les robots des règles « %1 » n&apos;ont pas de paquet propre : ignorés</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="287"/>
        <source>%1 energy</source>
        <translation>énergie %1</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="287"/>
        <source>the %2 rules have no energy: ignored</source>
        <translation>les règles « %2 » n&apos;ont pas d&apos;énergie : ignorée</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="288"/>
        <location filename="../core/rules/translate.cpp" line="289"/>
        <source>%2 damage</source>
        <translation>%2 dégâts</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="288"/>
        <source>each SPAM card becomes a damage point</source>
        <translation>chaque carte SPAM devient un dégât</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="289"/>
        <source>SPAM cards become damage points, at most 9</source>
        <translation>les cartes SPAM deviennent des dégâts, 9 au plus</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="290"/>
        <source>what-if after substep %1</source>
        <translation>hypothèse après la sous-étape %1</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="290"/>
        <source>the other edition plays other substeps: dropped</source>
        <translation>l&apos;autre édition joue d&apos;autres sous-étapes : abandonnée</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="291"/>
        <source>%1 face down</source>
        <translation>%1 face cachée</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="291"/>
        <source>the %2 rules have no Haywires: removed</source>
        <translation>les règles « %2 » n&apos;ont pas de Haywires : retirée</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="292"/>
        <source>%1 as a second card</source>
        <translation>%1 comme seconde carte</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="292"/>
        <source>the %2 rules play one card per register: dropped</source>
        <translation>les règles « %2 » jouent une carte par registre : écartée</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="293"/>
        <source>rebooting</source>
        <translation>en redémarrage</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="293"/>
        <source>the %1 rules do not reboot over rounds: the robot starts on its square</source>
        <translation>les règles « %1 » ne redémarrent pas d&apos;un tour à l&apos;autre : le robot commence sur sa case</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="294"/>
        <source>priority token</source>
        <translation>jeton de priorité</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="294"/>
        <source>the %1 rules have no priority token: ignored</source>
        <translation>les règles « %1 » n&apos;ont pas de jeton de priorité : ignoré</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="295"/>
        <source>damage deck and damage discard pile</source>
        <translation>paquet de dégâts et défausse de dégâts</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="295"/>
        <source>the %1 rules have no shared damage deck: ignored</source>
        <translation>les règles « %1 » n&apos;ont pas de paquet de dégâts commun : ignorés</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="296"/>
        <source>upgrades installed: %1</source>
        <translation>améliorations installées : %1</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="296"/>
        <source>the %2 upgrades are other cards: removed</source>
        <translation>les améliorations des règles « %2 » sont d&apos;autres cartes : retirées</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="297"/>
        <source>upgrades in the collection: %1</source>
        <translation>améliorations dans la collection : %1</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="297"/>
        <source>the %2 rules have no upgrade collection: removed</source>
        <translation>les règles « %2 » n&apos;ont pas de collection d&apos;améliorations : retirées</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="298"/>
        <source>upgrade deck and discard pile</source>
        <translation>paquet d&apos;améliorations et défausse</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="298"/>
        <source>the %1 upgrades are other cards: ignored</source>
        <translation>les améliorations des règles « %1 » sont d&apos;autres cartes : ignorés</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="299"/>
        <source>decision</source>
        <translation>décision</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="299"/>
        <source>the %1 rules have no such decision: dropped</source>
        <translation>les règles « %1 » n&apos;ont pas cette décision : écartée</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="300"/>
        <source>the %2 rules do not allow it in this register: the register is empty</source>
        <translation>les règles « %2 » ne l&apos;autorisent pas dans ce registre : le registre est vide</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../editor/app/application.cpp" line="15"/>
        <source>Board and scenario editor for RoboRally-style factory race games</source>
        <translation>Éditeur de plateaux et de scénarios pour les jeux de course en usine dans le style de RoboRally</translation>
    </message>
    <message>
        <location filename="../editor/app/application.cpp" line="18"/>
        <source>User interface language (en, es, fr, de).</source>
        <translation>Langue de l&apos;interface (en, es, fr, de).</translation>
    </message>
    <message>
        <location filename="../editor/app/application.cpp" line="20"/>
        <source>Boards, courses or scenarios to open.</source>
        <translation>Plateaux, parcours ou scénarios à ouvrir.</translation>
    </message>
</context>
<context>
    <name>rf::debugger::AnalysisController</name>
    <message>
        <location filename="../editor/debugger/analysiscontroller.cpp" line="26"/>
        <source>Heat Map of &amp;Deaths</source>
        <translation>Carte de chaleur des &amp;morts</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysiscontroller.cpp" line="27"/>
        <source>Heat Map of &amp;Visits</source>
        <translation>Carte de chaleur des &amp;visites</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysiscontroller.cpp" line="28"/>
        <source>&amp;Hide Heat Map</source>
        <translation>Ma&amp;squer la carte de chaleur</translation>
    </message>
</context>
<context>
    <name>rf::debugger::AnalysisDialog</name>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="34"/>
        <source>Course Analysis</source>
        <translation>Analyse du parcours</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="59"/>
        <source>Run</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="61"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="81"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="171"/>
        <source>The analysis failed: %1</source>
        <translation>L&apos;analyse a échoué : %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="43"/>
        <source>One on every start (at most 8)</source>
        <translation>Un sur chaque départ (8 au plus)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="53"/>
        <source>&amp;Robots play:</source>
        <translation>&amp;Les robots jouent :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="54"/>
        <source>Robots per &amp;game:</source>
        <translation>Robots par &amp;partie :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="55"/>
        <source>G&amp;ames:</source>
        <translation>P&amp;arties :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="56"/>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="57"/>
        <source>&amp;Turns per game (at most):</source>
        <translation>&amp;Tours par partie (au plus) :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="63"/>
        <source>Robots start from the start markers. The heat maps appear on the board.</source>
        <translation>Les robots partent des marques de départ. Les cartes de chaleur apparaissent sur le plateau.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="70"/>
        <source>Re&amp;play Game</source>
        <translation>Re&amp;jouer la partie</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="71"/>
        <source>Open this game of the analysis in the debugger: the same robots, seed and programs.</source>
        <translation>Ouvrir cette partie de l&apos;analyse dans le débogueur : mêmes robots, même graine, mêmes programmes.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="75"/>
        <source>Game:</source>
        <translation>Partie :</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisdialog.cpp" line="152"/>
        <source>Playing %n game(s)...</source>
        <translation>
            <numerusform>%n partie en cours...</numerusform>
            <numerusform>%n parties en cours...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisdialog.cpp" line="153"/>
        <source>Preparing the planners&apos; map of the course, then playing %n game(s)...</source>
        <translation>
            <numerusform>Préparation de la carte du parcours pour les planificateurs, puis %n partie...</numerusform>
            <numerusform>Préparation de la carte du parcours pour les planificateurs, puis %n parties...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="175"/>
        <source>Click a game number to replay that game in the debugger.</source>
        <translation>Cliquez sur un numéro de partie pour la rejouer dans le débogueur.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="197"/>
        <source>There is no game %1: the analysis played games 1 to %2.</source>
        <translation>Il n&apos;y a pas de partie %1 : l&apos;analyse a joué les parties 1 à %2.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="205"/>
        <source>Game %1 cannot be replayed: %2</source>
        <translation>La partie %1 ne peut pas être rejouée : %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="211"/>
        <source>Analysis game %1</source>
        <translation>Partie d&apos;analyse %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisdialog.cpp" line="212"/>
        <source>Game %1 of a course analysis (%2, seed %3, at most %n turn(s)): the robots on their start markers, the game&apos;s seed and, for planning robots, the programs they chose as what-ifs after each deal.</source>
        <translation>
            <numerusform>Partie %1 d&apos;une analyse du parcours (%2, graine %3, %n tour au plus) : les robots sur leurs marques de départ, la graine de la partie et, pour les robots qui planifient, les programmes choisis comme hypothèses après chaque donne.</numerusform>
            <numerusform>Partie %1 d&apos;une analyse du parcours (%2, graine %3, %n tours au plus) : les robots sur leurs marques de départ, la graine de la partie et, pour les robots qui planifient, les programmes choisis comme hypothèses après chaque donne.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::debugger::AnalysisReport</name>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="30"/>
        <source>Random programs</source>
        <translation>Programmes aléatoires</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="31"/>
        <source>Novice (plans greedily, slips now and then)</source>
        <translation>Novice (planifie au plus court, se trompe de temps en temps)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="32"/>
        <source>Expert (plans whole programs)</source>
        <translation>Expert (planifie des programmes entiers)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="40"/>
        <source>pit</source>
        <translation>fosse</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="41"/>
        <source>board edge</source>
        <translation>bord du plateau</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="42"/>
        <source>drain</source>
        <translation>bonde</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="43"/>
        <source>trap door</source>
        <translation>trappe</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="44"/>
        <source>crusher</source>
        <translation>presse</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="45"/>
        <source>laser</source>
        <translation>laser</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="46"/>
        <source>flamer</source>
        <translation>lance-flammes</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="47"/>
        <source>fire</source>
        <translation>feu</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="48"/>
        <source>acid</source>
        <translation>acide</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="49"/>
        <source>radiation</source>
        <translation>radiation</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="50"/>
        <source>ramming</source>
        <translation>éperonnage</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="51"/>
        <source>ledge drop</source>
        <translation>chute d&apos;un rebord</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="52"/>
        <source>other damage</source>
        <translation>autres dégâts</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisreport.cpp" line="60"/>
        <source>Cancelled after %n game(s): the figures cover the games played.</source>
        <translation>
            <numerusform>Annulé après %n partie : les chiffres portent sur les parties jouées.</numerusform>
            <numerusform>Annulé après %n parties : les chiffres portent sur les parties jouées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisreport.cpp" line="61"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisreport.cpp" line="61"/>
        <source>%n robot(s)</source>
        <translation>
            <numerusform>%n robot</numerusform>
            <numerusform>%n robots</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="62"/>
        <source>Robots: %1.</source>
        <translation>Robots : %1.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="64"/>
        <source>They do not plan: the figures show where careless robots fail, not how long a race takes.</source>
        <translation>Ils ne planifient pas : les chiffres montrent où échouent les robots étourdis, pas la durée d&apos;une course.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="67"/>
        <source>The heat maps on the board have a legend beside the board: the colour scale from one robot to the busiest square.</source>
        <translation>Les cartes de chaleur du plateau ont une légende à côté du plateau : l&apos;échelle des couleurs d&apos;un robot jusqu&apos;à la case la plus fréquentée.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="73"/>
        <source>Finishing</source>
        <translation>Arrivée</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisreport.cpp" line="74"/>
        <source>Robots that took the last checkpoint within %n turn(s): %1 (%2)</source>
        <translation>
            <numerusform>Robots ayant pris le dernier point de contrôle en %n tour : %1 (%2)</numerusform>
            <numerusform>Robots ayant pris le dernier point de contrôle en %n tours : %1 (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="76"/>
        <source>Median turns to finish: %1</source>
        <translation>Médiane des tours jusqu&apos;à l&apos;arrivée : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisreport.cpp" line="81"/>
        <source>within %n turn(s): %1</source>
        <translation>
            <numerusform>en %n tour : %1</numerusform>
            <numerusform>en %n tours : %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="85"/>
        <source>Games won: %1 (%2)</source>
        <translation>Parties gagnées : %1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="87"/>
        <source>the winner&apos;s median: %1 turns</source>
        <translation>médiane du vainqueur : %1 tours</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="94"/>
        <source>The course has no checkpoints.</source>
        <translation>Le parcours n&apos;a pas de points de contrôle.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="95"/>
        <source>Legs</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="95"/>
        <source>Leg</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="96"/>
        <source>Began</source>
        <translation>Commencée</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="96"/>
        <source>Completed</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="97"/>
        <source>Median turns</source>
        <translation>Médiane des tours</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="97"/>
        <source>Destroyed on it</source>
        <translation>Détruits en route</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="99"/>
        <source>start</source>
        <translation>départ</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="100"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="112"/>
        <source>Destroyed robots</source>
        <translation>Robots détruits</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="113"/>
        <source>%1 destructions in %2 robot-turns: %3 per robot-turn</source>
        <translation>%1 destructions en %2 tours-robot : %3 par tour-robot</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="117"/>
        <source>Destroyed by</source>
        <translation>Détruits par</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="117"/>
        <source>Robots</source>
        <translation>Robots</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="118"/>
        <source>Per robot-turn</source>
        <translation>Par tour-robot</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="130"/>
        <source>The deadliest squares</source>
        <translation>Les cases les plus meurtrières</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="131"/>
        <source>Square</source>
        <translation>Case</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="131"/>
        <source>Destroyed</source>
        <translation>Détruits</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="131"/>
        <source>Mostly by</source>
        <translation>Surtout par</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="132"/>
        <source>First in game</source>
        <translation>D&apos;abord dans la partie</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="135"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="143"/>
        <source>the fastest win: game %1</source>
        <translation>la victoire la plus rapide : partie %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="145"/>
        <source>the slowest win: game %1</source>
        <translation>la victoire la plus lente : partie %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="147"/>
        <source>the most destructions: game %1</source>
        <translation>le plus de destructions : partie %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="150"/>
        <source>Replay a game in the debugger</source>
        <translation>Rejouer une partie dans le débogueur</translation>
    </message>
</context>
<context>
    <name>rf::debugger::BreakpointsPanel</name>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="27"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="30"/>
        <source>On Substep Kind</source>
        <translation>Sur un type de sous-étape</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="47"/>
        <source>When the Selected Robot Is Damaged</source>
        <translation>Quand le robot sélectionné subit des dégâts</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="49"/>
        <source>When the Selected Robot Is Destroyed</source>
        <translation>Quand le robot sélectionné est détruit</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="51"/>
        <source>When the Selected Robot Moves</source>
        <translation>Quand le robot sélectionné se déplace</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="53"/>
        <source>When a Robot Enters the Cell X,Y of the Robot Panel</source>
        <translation>Quand un robot entre dans la case X,Y du panneau du robot</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="56"/>
        <source>At Decision Points (Any Robot)</source>
        <translation>Aux points de décision (n&apos;importe quel robot)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="60"/>
        <source>At Decision Points of the Selected Robot</source>
        <translation>Aux points de décision du robot sélectionné</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="63"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
</context>
<context>
    <name>rf::debugger::CardList</name>
    <message>
        <location filename="../editor/debugger/debuggerdnd.cpp" line="20"/>
        <source>Drag a card onto a register</source>
        <translation>Faites glisser une carte sur un registre</translation>
    </message>
</context>
<context>
    <name>rf::debugger::CompareReasons</name>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="24"/>
        <source>no card</source>
        <translation>aucune carte</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="39"/>
        <source>Play the &amp;Same Programs</source>
        <translation>Jouer les &amp;mêmes programmes</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="41"/>
        <source>Write the programs one ruling played into the scenario (an undoable edit), so that both rulings play the same cards</source>
        <translation>Écrire dans le scénario les programmes joués par une décision (annulable), pour que les deux décisions jouent les mêmes cartes</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="78"/>
        <source>The rulings may part because the programs were dealt at random: each edition deals its own cards. %1&apos;s register %2 of turn %3 is %4 under %5 and %6 under %7. Play the same programs on both sides to see what the rules alone change.</source>
        <translation>Les décisions peuvent diverger parce que les programmes ont été distribués au hasard : chaque édition distribue ses propres cartes. Le registre %2 de %1 au tour %3 est %4 sous %5 et %6 sous %7. Jouez les mêmes programmes des deux côtés pour voir ce que changent les règles seules.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="89"/>
        <source>Why, under %1:</source>
        <translation>Pourquoi, sous %1 :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="91"/>
        <source>&lt;p&gt;This ruling cannot play the scenario: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cette interprétation ne peut pas jouer le scénario : %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="95"/>
        <source>&lt;p&gt;Nothing is compared: the other ruling cannot play the scenario.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Rien n&apos;est comparé : l&apos;autre interprétation ne peut pas jouer le scénario.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="100"/>
        <source>&lt;p&gt;The game is the same at the end of every phase, but %1 of %2 expectations hold here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La partie est identique à la fin de chaque phase, mais ici %1 attentes sur %2 sont remplies.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="103"/>
        <source>&lt;p&gt;No difference: the rulings give the same game at the end of every phase.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aucune différence : les interprétations donnent la même partie à la fin de chaque phase.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No difference: the rulings give the same outcome at the end of every phase.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;Aucune différence : les décisions donnent le même résultat à la fin de chaque phase.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="109"/>
        <source>&lt;p&gt;Nothing happens in this phase.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Rien ne se passe dans cette phase.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::debugger::CompareWindow</name>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="45"/>
        <source>turn %1, %2</source>
        <translation>tour %1, %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="46"/>
        <source>turn %1, register %2, %3</source>
        <translation>tour %1, registre %2, %3</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="79"/>
        <source>Compare Rulings</source>
        <translation>Comparer les arbitrages</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="108"/>
        <source>Previous Phase</source>
        <translation>Phase précédente</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="109"/>
        <source>Next Phase</source>
        <translation>Phase suivante</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="110"/>
        <source>First Difference</source>
        <translation>Première différence</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="112"/>
        <source>The end of each phase, on both boards</source>
        <translation>La fin de chaque phase, sur les deux plateaux</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/comparewindow.cpp" line="334"/>
        <source>Programs translated for %1: %n card(s) carried</source>
        <translation>
            <numerusform>Programmes traduits pour %1 : %n carte reprise</numerusform>
            <numerusform>Programmes traduits pour %1 : %n cartes reprises</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="335"/>
        <source>Programs translated for %1:</source>
        <translation>Programmes traduits pour %1 :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="385"/>
        <source>Remove the option cards (and the decisions about them) in the debugger, or choose other rulings above.</source>
        <translation>Retirez les cartes d’option (et les décisions à leur sujet) dans le débogueur, ou choisissez d’autres décisions ci-dessus.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="387"/>
        <source>Remove the upgrades (and the decisions about them) in the debugger, or choose other rulings above.</source>
        <translation>Retirez les améliorations (et les décisions à leur sujet) dans le débogueur, ou choisissez d’autres décisions ci-dessus.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="409"/>
        <source>&amp;Edit %1&apos;s Option Cards and Decisions</source>
        <translation>&amp;Modifier les cartes d’option et décisions de %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="410"/>
        <source>&amp;Edit %1&apos;s Upgrades and Decisions</source>
        <translation>&amp;Modifier les améliorations et décisions de %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="428"/>
        <source>Neither ruling&apos;s programs can be played by the other edition: write programs of cards both share in the debugger.</source>
        <translation>L’autre édition ne peut jouer les programmes d’aucune décision : écrivez dans le débogueur des programmes avec des cartes communes aux deux.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="446"/>
        <source>After %1</source>
        <translation>Après %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="481"/>
        <source>The rulings agree at every phase, but not on the expectations: %1 of %2 hold under %3, %4 of %5 under %6.</source>
        <translation>Les interprétations s&apos;accordent à chaque phase, mais pas sur les attentes : %1 sur %2 remplies avec %3, %4 sur %5 avec %6.</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation type="vanished">éliminé</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation type="vanished">détruit</translation>
    </message>
    <message>
        <source>%1,%2 facing %3, damage %4, flags %5</source>
        <translation type="vanished">%1,%2 orienté %3, dégâts %4, drapeaux %5</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 | %3</source>
        <translation type="vanished">&lt;b&gt;%1&lt;/b&gt; : %2 | %3</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="489"/>
        <source>The rulings agree at every phase.</source>
        <translation>Les arbitrages concordent à chaque phase.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="491"/>
        <source>First difference: after %1.</source>
        <translation>Première différence : après %1.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="493"/>
        <source>The rulings first differ after %1.</source>
        <translation>Les arbitrages divergent pour la première fois après %1.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="181"/>
        <source>Show the robot&apos;s program in the debugger at the start, where a change edits the scenario</source>
        <translation>Afficher le programme du robot dans le débogueur au départ, où une modification change le scénario</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="211"/>
        <source>&amp;Left ruleset:</source>
        <translation>Jeu de règles de &amp;gauche :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="211"/>
        <source>Left &amp;options:</source>
        <translation>&amp;Options de gauche :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="212"/>
        <source>&amp;Right ruleset:</source>
        <translation>Jeu de règles de &amp;droite :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="212"/>
        <source>Right o&amp;ptions:</source>
        <translation>O&amp;ptions de droite :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="250"/>
        <source>These rulings cannot be compared: %1</source>
        <translation>Ces arbitrages ne peuvent pas être comparés : %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="268"/>
        <source>%1 (cannot play)</source>
        <translation>%1 (ne peut pas jouer)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="357"/>
        <source>%1 cannot play this scenario: %2</source>
        <translation>%1 ne peut pas jouer ce scénario : %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/comparewindow.cpp" line="366"/>
        <source>%1&apos;s register(s) with that card: %2.</source>
        <translation>
            <numerusform>Registre de %1 avec cette carte : %2.</numerusform>
            <numerusform>Registres de %1 avec cette carte : %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="383"/>
        <source>Change the program in the debugger, or choose other rulings above.</source>
        <translation>Modifiez le programme dans le débogueur ou choisissez d&apos;autres arbitrages ci-dessus.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="408"/>
        <source>&amp;Edit %1&apos;s Program</source>
        <translation>&amp;Modifier le programme de %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="468"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : %2</translation>
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
        <translation>%1 : %2 | %3</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="479"/>
        <source>Nothing is compared while a ruling cannot play the scenario.</source>
        <translation>Rien n&apos;est comparé tant qu&apos;un arbitrage ne peut pas jouer le scénario.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="121"/>
        <source>E&amp;xport Ruling...</source>
        <translation>E&amp;xporter la décision...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="123"/>
        <source>Write the ruling report of both rulings side by side (Ctrl+E)</source>
        <translation>Écrire le rapport de décision avec les deux arbitrages côte à côte (Ctrl+E)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="125"/>
        <source>Export Ruling</source>
        <translation>Exporter la décision</translation>
    </message>
</context>
<context>
    <name>rf::debugger::ComparisonController</name>
    <message>
        <location filename="../editor/debugger/comparisoncontroller.cpp" line="45"/>
        <source>Play the Same Programs</source>
        <translation>Jouer les mêmes programmes</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparisoncontroller.cpp" line="47"/>
        <source>The programs dealt are now the scenario&apos;s: both rulings play the same cards (Undo takes them back).</source>
        <translation>Les programmes distribués sont maintenant ceux du scénario : les deux décisions jouent les mêmes cartes (Annuler les retire).</translation>
    </message>
</context>
<context>
    <name>rf::debugger::DebuggerWindow</name>
    <message>
        <source>While stepping, scroll so the acting robot or board element stays in view</source>
        <translation type="vanished">Pendant le pas à pas, faire défiler pour que le robot ou l&apos;élément du plateau qui agit reste visible</translation>
    </message>
    <message>
        <source>F&amp;ollow the Action</source>
        <translation type="vanished">&amp;Suivre l&apos;action</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="92"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="548"/>
        <source>untitled</source>
        <translation>sans titre</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="119"/>
        <source>Timeline: every substep of the game</source>
        <translation>Chronologie : chaque sous-étape de la partie</translation>
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
        <translation>Lecture</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="160"/>
        <source>Stopped at breakpoint: %1</source>
        <translation>Point d&apos;arrêt atteint : %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="246"/>
        <source>Shop</source>
        <translation>Boutique</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="273"/>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="474"/>
        <source>Decisions</source>
        <translation>Décisions</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="281"/>
        <source>Decide</source>
        <translation>Décider</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="286"/>
        <source>Decided: %1. Step on to see it played.</source>
        <translation>Décidé : %1. Avancez pour le voir joué.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="300"/>
        <source>Remove Decision</source>
        <translation>Retirer la décision</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="508"/>
        <source>Change Decision</source>
        <translation>Changer la décision</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="521"/>
        <source>The decision is removed: choose the new one among the choices offered here.</source>
        <translation>La décision est retirée : choisissez la nouvelle parmi les choix proposés ici.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="334"/>
        <source>&amp;Scenario</source>
        <translation>&amp;Scénario</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="335"/>
        <source>&amp;Open Scenario...</source>
        <translation>&amp;Ouvrir un scénario...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="338"/>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="342"/>
        <source>Open Scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="338"/>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="549"/>
        <source>Scenarios (*.rfscenario)</source>
        <translation>Scénarios (*.rfscenario)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="344"/>
        <source>&amp;Save Scenario</source>
        <translation>&amp;Enregistrer le scénario</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="345"/>
        <source>Save Scenario &amp;As...</source>
        <translation>Enregistrer le scénario &amp;sous...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="347"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="370"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="422"/>
        <source>Scenario Debugger</source>
        <translation>Débogueur de scénarios</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/debuggerwindow.cpp" line="423"/>
        <source>%n what-if(s) of %1 could not be made and were left out; play goes on without them.</source>
        <translation>
            <numerusform>%n hypothèse de %1 n&apos;a pas pu être appliquée et a été omise ; le jeu continue sans elle.</numerusform>
            <numerusform>%n hypothèses de %1 n&apos;ont pas pu être appliquées et ont été omises ; le jeu continue sans elles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/debuggerwindow.cpp" line="474"/>
        <source>Decisions (%n)</source>
        <translation>
            <numerusform>Décision (%n)</numerusform>
            <numerusform>Décisions (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="560"/>
        <source>The scenario %1 has unsaved changes. Save them?</source>
        <translation>Le scénario %1 a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="320"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="321"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="323"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="52"/>
        <source>&amp;Debug</source>
        <translation>&amp;Débogage</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="53"/>
        <source>Debug</source>
        <translation>Débogage</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="61"/>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="63"/>
        <source>Step Back</source>
        <translation>Pas en arrière</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="66"/>
        <source>Play the substeps at the chosen speed, stopping at breakpoints (F5)</source>
        <translation>Jouer les sous-étapes à la vitesse choisie, en s&apos;arrêtant aux points d&apos;arrêt (F5)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="67"/>
        <source>Step Substep</source>
        <translation>Sous-étape suivante</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="68"/>
        <source>Step Over</source>
        <translation>Pas à pas principal</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="69"/>
        <source>Step Out</source>
        <translation>Pas à pas sortant</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="70"/>
        <source>Continue to Breakpoint</source>
        <translation>Continuer jusqu&apos;au point d&apos;arrêt</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="71"/>
        <source>Run to End</source>
        <translation>Exécuter jusqu&apos;à la fin</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="73"/>
        <source>Speed:</source>
        <translation>Vitesse :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="78"/>
        <source>Substeps per second while playing</source>
        <translation>Sous-étapes par seconde pendant la lecture</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="84"/>
        <source>Animate</source>
        <translation>Animer</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation type="vanished">Mode &amp;présentation</translation>
    </message>
    <message>
        <source>Full screen for a table of players: the question, the board fitted, the substep and its explanation in large type</source>
        <translation type="vanished">Plein écran pour une table de joueurs : la question, le plateau ajusté, la sous-étape et son explication en grands caractères</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="103"/>
        <source>S&amp;hare</source>
        <translation>&amp;Partager</translation>
    </message>
    <message>
        <source>Copy Situation as Scenario</source>
        <translation type="vanished">Copier la situation comme scénario</translation>
    </message>
    <message>
        <source>The current situation is on the clipboard as a scenario file.</source>
        <translation type="vanished">La situation actuelle est dans le presse-papiers sous forme de fichier de scénario.</translation>
    </message>
    <message>
        <source>Export Trace as Text...</source>
        <translation type="vanished">Exporter la trace en texte...</translation>
    </message>
    <message>
        <source>Export Trace</source>
        <translation type="vanished">Exporter la trace</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation type="vanished">Texte (*.txt)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="vanished">Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Export Current Step as Image...</source>
        <translation type="vanished">Exporter l&apos;étape courante en image...</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation type="vanished">Exporter une image</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="vanished">Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Export &amp;Ruling...</source>
        <translation type="vanished">Exporter la &amp;décision...</translation>
    </message>
    <message>
        <source>Save Expectations Here</source>
        <translation type="vanished">Enregistrer les résultats attendus ici</translation>
    </message>
    <message>
        <source>Save Expectations</source>
        <translation type="vanished">Enregistrer les résultats attendus</translation>
    </message>
    <message>
        <source>Expectations added; save the scenario to keep them.</source>
        <translation type="vanished">Résultats attendus ajoutés ; enregistrez le scénario pour les conserver.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="104"/>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="105"/>
        <source>Course &amp;Analysis...</source>
        <translation>&amp;Analyse du parcours...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="107"/>
        <source>Compare &amp;Rulings...</source>
        <translation>Comparer les a&amp;rbitrages...</translation>
    </message>
    <message>
        <source>Heat Map of &amp;Deaths</source>
        <translation type="vanished">Carte de chaleur des &amp;morts</translation>
    </message>
    <message>
        <source>Heat Map of &amp;Visits</source>
        <translation type="vanished">Carte de chaleur des &amp;visites</translation>
    </message>
    <message>
        <source>&amp;Hide Heat Map</source>
        <translation type="vanished">Ma&amp;squer la carte de chaleur</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="228"/>
        <source>Trace</source>
        <translation>Trace</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="235"/>
        <source>Robots</source>
        <translation>Robots</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="262"/>
        <source>Explanation</source>
        <translation>Explication</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="268"/>
        <source>Breakpoints</source>
        <translation>Points d&apos;arrêt</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="435"/>
        <source>Scenario Debugger - %1[*]</source>
        <translation>Débogueur de scénarios - %1[*]</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="447"/>
        <source>Substep %1 of %2: %3</source>
        <translation>Sous-étape %1 sur %2 : %3</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="448"/>
        <source>Start (%1 substeps)</source>
        <translation>Début (%1 sous-étapes)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="530"/>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="549"/>
        <source>Save Scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="535"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Expectations hold after a register (its checkpoints substep), after a turn (clean-up) or at the end: step there first.</source>
        <translation type="vanished">Les résultats attendus portent sur la fin d&apos;un registre (sa sous-étape des points de contrôle), la fin d&apos;un tour (nettoyage) ou la fin de la partie : avancez d&apos;abord jusque-là.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="271"/>
        <source>Robot and Program</source>
        <translation>Robot et programme</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="304"/>
        <source>Setup</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="120"/>
        <source>Place Robot</source>
        <translation>Placer un robot</translation>
    </message>
    <message>
        <source>The start, before the first substep</source>
        <translation type="vanished">Le début, avant la première sous-étape</translation>
    </message>
    <message>
        <source>Wrote the ruling report %1: it opens in any web browser.</source>
        <translation type="vanished">Rapport de décision %1 écrit : il s’ouvre dans tout navigateur web.</translation>
    </message>
    <message>
        <source>Play the Same Programs</source>
        <translation type="vanished">Jouer les mêmes programmes</translation>
    </message>
    <message>
        <source>The programs dealt are now the scenario&apos;s: both rulings play the same cards (Undo takes them back).</source>
        <translation type="vanished">Les programmes distribués sont maintenant ceux du scénario : les deux décisions jouent les mêmes cartes (Annuler les retire).</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="134"/>
        <source>Change %1&apos;s program here: at the start a change edits the scenario, and the comparison follows.</source>
        <translation>Modifiez ici le programme de %1 : au départ une modification change le scénario, et la comparaison suit.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="513"/>
        <source>The decision is removed: play ends before its turn, so there is nothing to choose.</source>
        <translation>La décision est retirée : la partie s’arrête avant son tour, il n’y a donc rien à choisir.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="522"/>
        <source>The decision is removed; that choice is no longer offered before substep %1.</source>
        <translation>La décision est retirée ; ce choix n’est plus proposé avant la sous-étape %1.</translation>
    </message>
</context>
<context>
    <name>rf::debugger::DecisionsPanel</name>
    <message>
        <source>discard %1 to cancel a damage point</source>
        <translation type="vanished">défausser %1 pour annuler un point de dégât</translation>
    </message>
    <message>
        <source>scrap %1 at the chop shop and draw another option</source>
        <translation type="vanished">mettre %1 au rebut à l&apos;atelier de modification et piocher une autre option</translation>
    </message>
    <message>
        <source>reload %1 at the chop shop</source>
        <translation type="vanished">recharger %1 à l&apos;atelier de modification</translation>
    </message>
    <message>
        <source>draw an option card</source>
        <translation type="vanished">piocher une carte option</translation>
    </message>
    <message>
        <source>lose %1</source>
        <translation type="vanished">perdre %1</translation>
    </message>
    <message numerus="yes">
        <source>buy %1 (%n energy) in place of %2</source>
        <translation type="vanished">
            <numerusform>acheter %1 (%n énergie) à la place de %2</numerusform>
            <numerusform>acheter %1 (%n énergie) à la place de %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>buy %1 (%n energy)</source>
        <translation type="vanished">
            <numerusform>acheter %1 (%n énergie)</numerusform>
            <numerusform>acheter %1 (%n énergie)</numerusform>
        </translation>
    </message>
    <message>
        <source>take %1 instead</source>
        <translation type="vanished">prendre %1 à la place</translation>
    </message>
    <message>
        <source>play the routine as %1</source>
        <translation type="vanished">jouer la routine comme %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="174"/>
        <source>%1: face %2</source>
        <translation>%1 : faire face à %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="176"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="178"/>
        <source>%1 to the left</source>
        <translation>%1 vers la gauche</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="178"/>
        <source>%1 to the right</source>
        <translation>%1 vers la droite</translation>
    </message>
    <message>
        <source>lay %1 on %2</source>
        <translation type="vanished">poser %1 sur %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="182"/>
        <source>Fire Control: destroy %1&apos;s %2</source>
        <translation>Contrôle de tir : détruire %2 de %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="183"/>
        <source>Fire Control: lock %1&apos;s register %2</source>
        <translation>Contrôle de tir : bloquer le registre %2 de %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="172"/>
        <location filename="../editor/debugger/decisionspanel.cpp" line="185"/>
        <source>%1 at %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="165"/>
        <source>%1, before its card</source>
        <translation>%1, avant sa carte</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="204"/>
        <source>%1: play %2 instead, the damage card back to its pile</source>
        <translation>%1 : jouer %2 à la place, la carte de dégâts retourne à sa pile</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="205"/>
        <source>%1: play %2 instead</source>
        <translation>%1 : jouer %2 à la place</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="207"/>
        <source>%1: return %2 from the hand and draw a card</source>
        <translation>%1 : rendre %2 de la main et piocher une carte</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="209"/>
        <source>%1: draw 3 cards and put the same 3 back on top, in the order drawn</source>
        <translation>%1 : piocher 3 cartes et remettre les 3 mêmes sur la pioche, dans l&apos;ordre de la pioche</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="210"/>
        <source>%1: draw 3 cards and put back %2 (the first on top)</source>
        <translation>%1 : piocher 3 cartes et remettre %2 (la première dessus)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="214"/>
        <source>%1: keep %2 on top of the draw pile</source>
        <translation>%1 : garder %2 sur le dessus de la pioche</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="215"/>
        <source>%1: keep %2 on the draw pile (the first on top)</source>
        <translation>%1 : garder %2 sur la pioche (la première dessus)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="220"/>
        <source>%1 at %2, turned to face %3</source>
        <translation>%1 sur %2, nouvelle orientation : %3</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="221"/>
        <source>%1 at %2, facing unchanged</source>
        <translation>%1 sur %2, orientation inchangée</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="225"/>
        <source>swap %1 for %2&apos;s %3</source>
        <translation>échanger %1 contre %3 de %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="227"/>
        <source>%1: move 1 square back</source>
        <translation>%1 : reculer d&apos;une case</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="227"/>
        <source>%1: move 1 square forward</source>
        <translation>%1 : avancer d&apos;une case</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="229"/>
        <source>%1: follow %2&apos;s steps</source>
        <translation>%1 : suivre les pas de %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="318"/>
        <source>Choices before the next substep. Play on without one: the option is not used.</source>
        <translation>Choix avant la prochaine sous-étape. Continuer sans choisir : l’option n’est pas utilisée.</translation>
    </message>
    <message>
        <source>use %1</source>
        <translation type="vanished">utiliser %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="31"/>
        <source>&amp;Go There</source>
        <translation>&amp;Y aller</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="32"/>
        <source>C&amp;hange...</source>
        <translation>C&amp;hanger...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="33"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="47"/>
        <source>Recorded decisions</source>
        <translation>Décisions enregistrées</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="53"/>
        <source>Robot</source>
        <translation>Robot</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="53"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="53"/>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="53"/>
        <source>What became of it</source>
        <translation>Ce qu’il en est advenu</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="63"/>
        <source>Go to the substep where the decision acted or was found void</source>
        <translation>Aller à la sous-étape où la décision a agi ou a été jugée nulle</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="68"/>
        <source>Remove the decision from the scenario (Undo brings it back)</source>
        <translation>Retirer la décision du scénario (Annuler la rétablit)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="105"/>
        <source>taken at substep %1</source>
        <translation>prise à la sous-étape %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="106"/>
        <source>void at substep %1: %2</source>
        <translation>nulle à la sous-étape %1 : %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="107"/>
        <source>not reached: play ended before it could act</source>
        <translation>non atteinte : la partie s’est terminée avant qu’elle puisse agir</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="133"/>
        <source>(none: the choices above add them)</source>
        <translation>(aucune : les choix ci-dessus les ajoutent)</translation>
    </message>
    <message>
        <source>play %1 as %2</source>
        <translation type="vanished">jouer %1 comme %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="314"/>
        <source>No robot has a choice to make before the next substep.</source>
        <translation>Aucun robot n&apos;a de choix à faire avant la prochaine sous-étape.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="315"/>
        <source>Choices before the next substep. Play on without one: nothing is bought or used, and where a card must be chosen the rules take the default.</source>
        <translation>Choix avant la prochaine sous-étape. Continuer sans choisir : rien n&apos;est acheté ni utilisé, et là où une carte doit être choisie, les règles prennent celle par défaut.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="317"/>
        <source>Choices before the next substep. Play on without one: nothing is bought or used.</source>
        <translation>Choix avant la prochaine sous-étape. Continuer sans choisir : rien n&apos;est acheté ni utilisé.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="322"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="66"/>
        <source>Remove the decision and go to where it was asked, to choose again among the choices offered there</source>
        <translation>Retirer la décision et aller là où elle a été demandée, pour choisir à nouveau parmi les choix proposés</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="324"/>
        <source>Decide this: an edit of the scenario (Undo takes it back)</source>
        <translation>Décider ceci : une modification du scénario (Annuler la défait)</translation>
    </message>
</context>
<context>
    <name>rf::debugger::Explanation</name>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="24"/>
        <source>&lt;p&gt;The start of the game: nothing has been played yet. Step forward (F11) to play the first substep.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Début de la partie : rien n&apos;a encore été joué. Avancez (F11) pour jouer la première sous-étape.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="27"/>
        <source>turn %1, register %2, %3</source>
        <translation>tour %1, registre %2, %3</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="28"/>
        <source>turn %1, %2</source>
        <translation>tour %1, %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="30"/>
        <source>&lt;p&gt;Nothing happens in this substep.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Il ne se passe rien dans cette sous-étape.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="41"/>
        <source>rule</source>
        <translation>règle</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="46"/>
        <source>Changes:</source>
        <translation>Changements :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="48"/>
        <source>%1: %2 %3 &amp;rarr; %4 %5</source>
        <translation>%1 : %2 %3 &amp;rarr; %4 %5</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="50"/>
        <source>, damage %1 &amp;rarr; %2</source>
        <translation>, dégâts %1 &amp;rarr; %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="52"/>
        <source>, &lt;b&gt;destroyed&lt;/b&gt; (%1)</source>
        <translation>, &lt;b&gt;détruit&lt;/b&gt; (%1)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="54"/>
        <source>, lives %1 &amp;rarr; %2</source>
        <translation>, sauvegardes %1 &amp;rarr; %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="56"/>
        <source>, re-entered</source>
        <translation>, réapparu</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="58"/>
        <source>, takes checkpoint %1</source>
        <translation>, prend le point de contrôle %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="60"/>
        <source>, archive %1 &amp;rarr; %2</source>
        <translation>, point de sauvegarde %1 &amp;rarr; %2</translation>
    </message>
</context>
<context>
    <name>rf::debugger::ExportRulingDialog</name>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="64"/>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="306"/>
        <source>Export Ruling</source>
        <translation>Exporter la décision</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="74"/>
        <source>Substeps shown:</source>
        <translation>Sous-étapes montrées :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="79"/>
        <source>Rulings:</source>
        <translation>Arbitrages :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="82"/>
        <source>Web page (HTML)</source>
        <translation>Page web (HTML)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="83"/>
        <source>Markdown, with a PNG picture per substep beside it</source>
        <translation>Markdown, avec une image PNG par sous-étape à côté</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="85"/>
        <source>A web page opens in any browser and prints; Markdown with its pictures is for forum posts</source>
        <translation>Une page web s’ouvre dans tout navigateur et s’imprime ; Markdown avec ses images sert aux messages de forum</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="86"/>
        <source>&amp;Format:</source>
        <translation>&amp;Format :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="95"/>
        <source>&amp;Browse...</source>
        <translation>&amp;Parcourir...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="101"/>
        <source>F&amp;ile:</source>
        <translation>F&amp;ichier :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="112"/>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="144"/>
        <source>&amp;Those that change the game</source>
        <translation>&amp;Celles qui changent la partie</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="147"/>
        <source>A picture of every substep that changes something, and of the substeps that decide the expectations</source>
        <translation>Une image de chaque sous-étape qui change quelque chose, et des sous-étapes qui décident des attentes</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="148"/>
        <source>&amp;Every substep</source>
        <translation>&amp;Toutes les sous-étapes</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="150"/>
        <source>&amp;Only these:</source>
        <translation>&amp;Seulement celles-ci :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="154"/>
        <source>substep numbers, such as 3, 7, 12</source>
        <translation>numéros de sous-étapes, par exemple 3, 7, 12</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="155"/>
        <source>The numbers of the substeps to show, separated by commas, as the debugger numbers them</source>
        <translation>Les numéros des sous-étapes à montrer, séparés par des virgules, tels que le débogueur les numérote</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="188"/>
        <source>The scenario&apos;s own: %1</source>
        <translation>Celui du scénario : %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="191"/>
        <source>Those open in Compare Rulings</source>
        <translation>Ceux ouverts dans Comparer les arbitrages</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="194"/>
        <source>Open Tools &gt; Compare Rulings to export two rulings side by side</source>
        <translation>Ouvrez Outils &gt; Comparer les arbitrages pour exporter deux arbitrages côte à côte</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="202"/>
        <source>Those open in Compare Rulings: %1 and %2</source>
        <translation>Ceux ouverts dans Comparer les arbitrages : %1 et %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="204"/>
        <source>Both rulings side by side, with where they part</source>
        <translation>Les deux arbitrages côte à côte, avec l’endroit où ils divergent</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="223"/>
        <source>ruling</source>
        <translation>decision</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="278"/>
        <source>Name the substeps to show, such as 3, 7, 12.</source>
        <translation>Indiquez les sous-étapes à montrer, par exemple 3, 7, 12.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="280"/>
        <source>A report shows at most %1 substeps.</source>
        <translation>Un rapport montre au plus %1 sous-étapes.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="285"/>
        <source>&quot;%1&quot; is not a substep number: they start at 1.</source>
        <translation>« %1 » n’est pas un numéro de sous-étape : ils commencent à 1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="287"/>
        <source>There is no substep %1: the game has %n substep(s).</source>
        <translation>
            <numerusform>Il n’y a pas de sous-étape %1 : la partie a %n sous-étape.</numerusform>
            <numerusform>Il n’y a pas de sous-étape %1 : la partie a %n sous-étapes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="304"/>
        <source>Web pages (*.html)</source>
        <translation>Pages web (*.html)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="304"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="323"/>
        <source>Choose the file to write.</source>
        <translation>Choisissez le fichier à écrire.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="379"/>
        <source>The ruling report cannot be made: %1</source>
        <translation>Le rapport de décision ne peut pas être créé : %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="391"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="411"/>
        <source>%n picture(s) of that name already exist beside %1 (%2). Replace them?</source>
        <translation>
            <numerusform>%n image de ce nom existe déjà à côté de %1 (%2). La remplacer ?</numerusform>
            <numerusform>%n images de ces noms existent déjà à côté de %1 (%2). Les remplacer ?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="428"/>
        <source>Making the report: the scenario is played and every substep shown is drawn...</source>
        <translation>Création du rapport : le scénario est joué et chaque sous-étape montrée est dessinée...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="90"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="173"/>
        <source>As the editor: %1</source>
        <translation>Comme l’éditeur : %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="176"/>
        <source>The language of every sentence and label of the report; the rule quotations stay as the rules are written</source>
        <translation>La langue de chaque phrase et de chaque libellé du rapport ; les citations des règles restent telles qu’elles sont écrites</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="182"/>
        <source>en</source>
        <comment>the code of this translation&apos;s language</comment>
        <translation>fr</translation>
    </message>
</context>
<context>
    <name>rf::debugger::PresentationController</name>
    <message>
        <location filename="../editor/debugger/presentationcontroller.cpp" line="29"/>
        <source>&amp;Presentation Mode</source>
        <translation>Mode &amp;présentation</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationcontroller.cpp" line="33"/>
        <source>Full screen for a table of players: the question, the board fitted, the substep and its explanation in large type</source>
        <translation>Plein écran pour une table de joueurs : la question, le plateau ajusté, la sous-étape et son explication en grands caractères</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationcontroller.cpp" line="34"/>
        <source>F&amp;ollow the Action</source>
        <translation>&amp;Suivre l&apos;action</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationcontroller.cpp" line="37"/>
        <source>While stepping, scroll so the acting robot or board element stays in view</source>
        <translation>Pendant le pas à pas, faire défiler pour que le robot ou l&apos;élément du plateau qui agit reste visible</translation>
    </message>
</context>
<context>
    <name>rf::debugger::PresentationView</name>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="61"/>
        <source>Presentation</source>
        <translation>Présentation</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="99"/>
        <source>Right or Space: next substep · Left: back · Home, End · Esc: leave</source>
        <translation>Droite ou Espace : sous-étape suivante · Gauche : retour · Début, Fin · Échap : quitter</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="127"/>
        <source>Substep %1 of %2: %3</source>
        <translation>Sous-étape %1 sur %2 : %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/presentationview.cpp" line="131"/>
        <source>The start (%n substeps to play)</source>
        <translation>
            <numerusform>Le début (%n sous-étape à jouer)</numerusform>
            <numerusform>Le début (%n sous-étapes à jouer)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="91"/>
        <source>What changed</source>
        <translation>Ce qui a changé</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="142"/>
        <source>Nothing has been played yet.</source>
        <translation>Rien n’a encore été joué.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="144"/>
        <source>Nothing happens in this substep.</source>
        <translation>Rien ne se passe dans cette sous-étape.</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">aucun</translation>
    </message>
    <message>
        <source>%1: %2 (before: %3)</source>
        <translation type="vanished">%1 : %2 (avant : %3)</translation>
    </message>
    <message>
        <source>%1 %2: %3 (before: %4)</source>
        <translation type="vanished">%1 %2 : %3 (avant : %4)</translation>
    </message>
    <message>
        <source>Damage piles</source>
        <translation type="vanished">Piles de dégâts</translation>
    </message>
    <message>
        <source>Shop</source>
        <translation type="vanished">Boutique</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation type="vanished">emplacement %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="166"/>
        <source>Nothing changed.</source>
        <translation>Rien n’a changé.</translation>
    </message>
</context>
<context>
    <name>rf::debugger::ProgramPanel</name>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="41"/>
        <source>Robot:</source>
        <translation>Robot :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="62"/>
        <source>Register %1:</source>
        <translation>Registre %1 :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="72"/>
        <source>The cards this robot was dealt this turn: drag one onto a register</source>
        <translation>Les cartes distribuées à ce robot ce tour-ci : faites-en glisser une sur un registre</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="73"/>
        <source>Hand:</source>
        <translation>Main :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="76"/>
        <source>Deck:</source>
        <translation>Paquet :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="93"/>
        <source>Position X, Y:</source>
        <translation>Position X, Y :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="96"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="96"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="96"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="96"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="97"/>
        <source>Facing:</source>
        <translation>Orientation :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="99"/>
        <source>Damage:</source>
        <translation>Dégâts :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="101"/>
        <source>Lives:</source>
        <translation>Sauvegardes :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="103"/>
        <source>Flags taken:</source>
        <translation>Drapeaux pris :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="104"/>
        <source>Powered down</source>
        <translation>Hors tension</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="113"/>
        <source>The option cards the robot holds, oldest first, with their uses left or the card lying on them</source>
        <translation>Les cartes option du robot, la plus ancienne d&apos;abord, avec leurs utilisations restantes ou la carte posée dessus</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="114"/>
        <source>Options:</source>
        <translation>Options :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="44"/>
        <source>Apply Here (What-if)</source>
        <translation>Appliquer ici (hypothèse)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="46"/>
        <source>Change the robot at the current substep and replay the rest of the game (undoable)</source>
        <translation>Modifier le robot à la sous-étape courante et rejouer le reste de la partie (annulable)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="238"/>
        <source>(empty)</source>
        <translation>(vide)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="249"/>
        <source>Locked: the register keeps its card</source>
        <translation>Bloqué : le registre garde sa carte</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="268"/>
        <source>(no cards dealt this turn)</source>
        <translation>(aucune carte distribuée ce tour-ci)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="223"/>
        <location filename="../editor/debugger/programpanel.cpp" line="226"/>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="293"/>
        <source>What-if</source>
        <translation>Hypothèse</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="205"/>
        <source>At the start: every change edits the scenario&apos;s setup at once (Ctrl+Z undoes it).</source>
        <translation>Au départ : chaque modification change aussitôt la configuration du scénario (Ctrl+Z l&apos;annule).</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="119"/>
        <source>The energy cubes the robot has to spend on upgrades</source>
        <translation>Les cubes d&apos;énergie que le robot peut dépenser en améliorations</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="120"/>
        <source>Energy:</source>
        <translation>Énergie :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="126"/>
        <source>The upgrades the robot holds, oldest first: permanent or temporary, and whether one that acts once a round was used this round</source>
        <translation>Les améliorations du robot, la plus ancienne d&apos;abord : permanentes ou temporaires, et si celle qui agit une fois par tour a déjà servi ce tour-ci</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="128"/>
        <source>Upgrades:</source>
        <translation>Améliorations :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="206"/>
        <source>During play: a card chosen is a what-if from here on; the other fields wait for Apply Here.</source>
        <translation>En cours de partie : une carte choisie est une hypothèse à partir d&apos;ici ; les autres champs attendent « Appliquer ici ».</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="293"/>
        <source>Setup</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="306"/>
        <source>Setup not changed: %1</source>
        <translation>Configuration inchangée : %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="331"/>
        <source>Setup changed: %1&apos;s register %2 is now %3.</source>
        <translation>Configuration modifiée : le registre %2 de %1 est maintenant %3.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="335"/>
        <source>Setup changed: %1&apos;s register %2 is now empty.</source>
        <translation>Configuration modifiée : le registre %2 de %1 est maintenant vide.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="337"/>
        <source>Setup changed: %1 starts on %2.</source>
        <translation>Configuration modifiée : %1 part de %2.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="339"/>
        <source>Setup changed: %1 starts facing %2.</source>
        <translation>Configuration modifiée : %1 part avec l&apos;orientation %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/programpanel.cpp" line="342"/>
        <source>Setup changed: %1 starts with %n damage.</source>
        <translation>
            <numerusform>Configuration modifiée : %1 part avec %n dégât.</numerusform>
            <numerusform>Configuration modifiée : %1 part avec %n dégâts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/programpanel.cpp" line="345"/>
        <source>Setup changed: %1 starts with %n life(s).</source>
        <translation>
            <numerusform>Configuration modifiée : %1 part avec %n sauvegarde.</numerusform>
            <numerusform>Configuration modifiée : %1 part avec %n sauvegardes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/programpanel.cpp" line="348"/>
        <source>Setup changed: %1 starts with %n flag(s) taken.</source>
        <translation>
            <numerusform>Configuration modifiée : %1 part avec %n drapeau pris.</numerusform>
            <numerusform>Configuration modifiée : %1 part avec %n drapeaux pris.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="350"/>
        <source>Setup changed: %1 starts powered down.</source>
        <translation>Configuration modifiée : %1 part hors tension.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="351"/>
        <source>Setup changed: %1 starts powered up.</source>
        <translation>Configuration modifiée : %1 part sous tension.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/programpanel.cpp" line="354"/>
        <source>%n what-if(s) of the old setup were dropped.</source>
        <translation>
            <numerusform>%n hypothèse de l&apos;ancienne configuration a été abandonnée.</numerusform>
            <numerusform>%n hypothèses de l&apos;ancienne configuration ont été abandonnées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::debugger::QuestionHeader</name>
    <message>
        <source>at the end</source>
        <translation type="vanished">à la fin</translation>
    </message>
    <message>
        <source>end of turn %1</source>
        <translation type="vanished">fin du tour %1</translation>
    </message>
    <message>
        <source>turn %1, register %2</source>
        <translation type="vanished">tour %1, registre %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="vanished">%1 : %2</translation>
    </message>
    <message>
        <source>winner</source>
        <translation type="vanished">vainqueur</translation>
    </message>
    <message>
        <source>%1 (%2): expected %3, got %4</source>
        <translation type="vanished">%1 (%2) : attendu %3, obtenu %4</translation>
    </message>
    <message>
        <location filename="../editor/debugger/questionheader.cpp" line="84"/>
        <source>not decided yet</source>
        <translation>pas encore décidé</translation>
    </message>
    <message>
        <location filename="../editor/debugger/questionheader.cpp" line="87"/>
        <source>holds</source>
        <translation>tient</translation>
    </message>
    <message>
        <location filename="../editor/debugger/questionheader.cpp" line="87"/>
        <source>fails</source>
        <translation>échoue</translation>
    </message>
    <message>
        <location filename="../editor/debugger/questionheader.cpp" line="91"/>
        <source>step %1</source>
        <translation>étape %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/questionheader.cpp" line="91"/>
        <source>the setup</source>
        <translation>la mise en place</translation>
    </message>
</context>
<context>
    <name>rf::debugger::RobotList</name>
    <message>
        <location filename="../editor/debugger/debuggerdnd.cpp" line="50"/>
        <source>Drag a robot onto the board to place it there</source>
        <translation>Faites glisser un robot sur le plateau pour l&apos;y placer</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerdnd.cpp" line="58"/>
        <source>New robot</source>
        <translation>Nouveau robot</translation>
    </message>
</context>
<context>
    <name>rf::debugger::RulesViewer</name>
    <message>
        <source>Rules</source>
        <translation type="vanished">Règles</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulesviewer.cpp" line="28"/>
        <source>The rulebook of an edition</source>
        <translation>Le livret de règles d&apos;une édition</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulesviewer.cpp" line="29"/>
        <source>&amp;Rulebook:</source>
        <translation>&amp;Livret de règles :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulesviewer.cpp" line="35"/>
        <source>Find in the rules</source>
        <translation>Chercher dans les règles</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulesviewer.cpp" line="46"/>
        <source>The rules are shown in English: they have not been translated yet.</source>
        <translation>Les règles sont affichées en anglais : elles ne sont pas encore traduites.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulesviewer.cpp" line="71"/>
        <source>Rules: %1</source>
        <translation>Règles : %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulesviewer.cpp" line="128"/>
        <source>Not found</source>
        <translation>Introuvable</translation>
    </message>
</context>
<context>
    <name>rf::debugger::RulingChooser</name>
    <message>
        <source>%1 on</source>
        <translation type="vanished">%1 : oui</translation>
    </message>
    <message>
        <source>%1 off</source>
        <translation type="vanished">%1 : non</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulingchooser.cpp" line="47"/>
        <source>The rules this board plays the scenario with; its programs are translated to them</source>
        <translation>Le jeu de règles avec lequel ce plateau joue le scénario ; ses programmes y sont traduits</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulingchooser.cpp" line="54"/>
        <source>Rule options for this board: Space turns the current one on or off</source>
        <translation>Options de règles pour ce plateau : Espace active ou désactive l&apos;option courante</translation>
    </message>
</context>
<context>
    <name>rf::debugger::ScenarioMenu</name>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="73"/>
        <source>&amp;Scenario</source>
        <translation>&amp;Scénario</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="78"/>
        <source>&amp;Debug a Scenario on This Course</source>
        <translation>&amp;Déboguer un scénario sur ce parcours</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="68"/>
        <location filename="../editor/debugger/scenariomenu.cpp" line="82"/>
        <source>Scenario Debugger</source>
        <translation>Débogueur de scénarios</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="88"/>
        <source>&amp;Open Scenario in the Debugger...</source>
        <translation>&amp;Ouvrir un scénario dans le débogueur...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="89"/>
        <location filename="../editor/debugger/scenariomenu.cpp" line="96"/>
        <source>Open Scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="90"/>
        <source>Scenarios (*.rfscenario)</source>
        <translation>Scénarios (*.rfscenario)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="108"/>
        <source>Course &amp;Analysis...</source>
        <translation>&amp;Analyse du parcours...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="122"/>
        <source>Heat Map of &amp;Deaths</source>
        <translation>Carte de chaleur des &amp;morts</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="126"/>
        <source>Heat Map of &amp;Visits</source>
        <translation>Carte de chaleur des &amp;visites</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="130"/>
        <source>&amp;Hide Heat Map</source>
        <translation>Ma&amp;squer la carte de chaleur</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="154"/>
        <source>Untitled scenario</source>
        <translation>Scénario sans titre</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="156"/>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message numerus="yes">
        <source>RallyForge did not close properly last time. Restore the unsaved changes to %n scenario(s) in the debugger?</source>
        <translation type="vanished">
            <numerusform>RallyForge ne s&apos;est pas fermé correctement la dernière fois. Restaurer dans le débogueur les modifications non enregistrées de %n scénario ?</numerusform>
            <numerusform>RallyForge ne s&apos;est pas fermé correctement la dernière fois. Restaurer dans le débogueur les modifications non enregistrées de %n scénarios ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover unsaved scenarios</source>
        <translation type="vanished">Récupérer les scénarios non enregistrés</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation type="vanished">Récupération impossible</translation>
    </message>
</context>
<context>
    <name>rf::debugger::Setup2023Panel</name>
    <message>
        <source>%1 (permanent)</source>
        <translation type="vanished">%1 (permanente)</translation>
    </message>
    <message>
        <source>%1 (temporary)</source>
        <translation type="vanished">%1 (temporaire)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="48"/>
        <source>The robot that holds the priority token in the first round: it plays first, then each robot listed after it in turn</source>
        <translation>Le robot qui a le jeton de priorité au premier tour : il joue en premier, puis chaque robot listé après lui, à tour de rôle</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="50"/>
        <source>Priority token:</source>
        <translation>Jeton de priorité :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="53"/>
        <source>The robot whose start the fields below edit</source>
        <translation>Le robot dont les champs ci-dessous modifient le départ</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="54"/>
        <source>Robot at the start:</source>
        <translation>Robot au départ :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="60"/>
        <source>The robot&apos;s energy at the start (0 to 10)</source>
        <translation>L&apos;énergie du robot au départ (de 0 à 10)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="61"/>
        <source>Energy:</source>
        <translation>Énergie :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="69"/>
        <source>The Haywire lying face down in register %1 since the last round: it is played there</source>
        <translation>La Haywire posée face cachée dans le registre %1 depuis le dernier tour : elle y est jouée</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="70"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="79"/>
        <source>Change Face-Down Haywire</source>
        <translation>Changer la Haywire face cachée</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="94"/>
        <source>Face-down Haywires:</source>
        <translation>Haywires face cachée :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="98"/>
        <source>Installed upgrades, oldest first: at most 3 permanent and 3 temporary (Delete removes one)</source>
        <translation>Améliorations installées, la plus ancienne d&apos;abord : au plus 3 permanentes et 3 temporaires (Suppr en retire une)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="100"/>
        <source>Installed:</source>
        <translation>Installées :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="104"/>
        <source>The upgrades in the robot&apos;s collection, not installed, oldest first (Delete removes one)</source>
        <translation>Les améliorations de la collection du robot, non installées, la plus ancienne d&apos;abord (Suppr en retire une)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="106"/>
        <source>Collection:</source>
        <translation>Collection :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="113"/>
        <source>Install</source>
        <translation>Installer</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="115"/>
        <source>Install this upgrade on the robot at the start</source>
        <translation>Installer cette amélioration sur le robot au départ</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="116"/>
        <source>To Collection</source>
        <translation>Dans la collection</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="118"/>
        <source>Put this upgrade in the robot&apos;s collection at the start</source>
        <translation>Mettre cette amélioration dans la collection du robot au départ</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="119"/>
        <source>Upgrade:</source>
        <translation>Amélioration :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="125"/>
        <source>Rebooting</source>
        <translation>En redémarrage</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="127"/>
        <source>The robot rebooted in the last round: it is off the board and re-enters in register 1 on the reboot token at its square</source>
        <translation>Le robot a redémarré au dernier tour : il est hors du plateau et revient au registre 1 sur le jeton de redémarrage de sa case</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="134"/>
        <source>Change Energy</source>
        <translation>Changer l&apos;énergie</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="137"/>
        <source>Install %1</source>
        <translation>Installer %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="137"/>
        <source>Add %1 to the Collection</source>
        <translation>Ajouter %1 à la collection</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="143"/>
        <source>Set Rebooting</source>
        <translation>Marquer le redémarrage</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="143"/>
        <source>Clear Rebooting</source>
        <translation>Annuler le redémarrage</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="203"/>
        <source>Give the Priority Token to %1</source>
        <translation>Donner le jeton de priorité à %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="215"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="225"/>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="225"/>
        <source>Remove %1 from the Collection</source>
        <translation>Retirer %1 de la collection</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="248"/>
        <source>Setup</source>
        <translation>Configuration</translation>
    </message>
</context>
<context>
    <name>rf::debugger::SetupPanel</name>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="49"/>
        <source>Ruleset:</source>
        <translation>Jeu de règles :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="60"/>
        <source>Robots:</source>
        <translation>Robots :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="64"/>
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="68"/>
        <source>Turns:</source>
        <translation>Tours :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="72"/>
        <source>whole turns</source>
        <translation>tours complets</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="73"/>
        <source>Play this many registers from the start instead of whole turns</source>
        <translation>Jouer ce nombre de registres depuis le début au lieu de tours complets</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="74"/>
        <source>Registers:</source>
        <translation>Registres :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="75"/>
        <source>Then the end of the turn</source>
        <translation>Puis la fin du tour</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="76"/>
        <source>After a register 5, also play the end of that turn</source>
        <translation>Après un registre 5, jouer aussi la fin de ce tour</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="78"/>
        <source>Play on after the win</source>
        <translation>Continuer après la victoire</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="80"/>
        <source>Play on after a robot has taken the last checkpoint, for second place and after; by default the game ends at the win</source>
        <translation>Continuer après qu’un robot a pris le dernier point de contrôle, pour la deuxième place et les suivantes ; par défaut la partie s’arrête à la victoire</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="83"/>
        <source>Apply Setup</source>
        <translation>Appliquer la configuration</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="85"/>
        <source>Replay the scenario with this ruleset, these options, seed and length</source>
        <translation>Rejouer le scénario avec ce jeu de règles, ces options, cette graine et cette durée</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="87"/>
        <location filename="../editor/debugger/setuppanel.cpp" line="158"/>
        <source>Random Programs</source>
        <translation>Programmes aléatoires</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="88"/>
        <source>Clear every robot&apos;s programs: the seed draws them from the dealt cards</source>
        <translation>Effacer les programmes de tous les robots : la graine les tire parmi les cartes distribuées</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="152"/>
        <source>Setup</source>
        <translation>Configuration</translation>
    </message>
</context>
<context>
    <name>rf::debugger::SharingController</name>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="42"/>
        <source>Copy Situation as Scenario</source>
        <translation>Copier la situation comme scénario</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="44"/>
        <source>The current situation is on the clipboard as a scenario file.</source>
        <translation>La situation actuelle est dans le presse-papiers sous forme de fichier de scénario.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="46"/>
        <source>Export Trace as Text...</source>
        <translation>Exporter la trace en texte...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="47"/>
        <source>Export Current Step as Image...</source>
        <translation>Exporter l&apos;étape courante en image...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="48"/>
        <source>Export &amp;Ruling...</source>
        <translation>Exporter la &amp;décision...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="50"/>
        <source>Save Expectations Here</source>
        <translation>Enregistrer les résultats attendus ici</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="53"/>
        <source>Save Expectations</source>
        <translation>Enregistrer les résultats attendus</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="55"/>
        <source>Expectations added; save the scenario to keep them.</source>
        <translation>Résultats attendus ajoutés ; enregistrez le scénario pour les conserver.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="62"/>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="68"/>
        <source>Export Trace</source>
        <translation>Exporter la trace</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="62"/>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="63"/>
        <source>Text (*.txt)</source>
        <translation>Texte (*.txt)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="68"/>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="85"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="74"/>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="85"/>
        <source>Export Image</source>
        <translation>Exporter une image</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="74"/>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="75"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="132"/>
        <source>Substep %1 of %2: %3</source>
        <translation>Sous-étape %1 sur %2 : %3</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="133"/>
        <source>The start, before the first substep</source>
        <translation>Le début, avant la première sous-étape</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="171"/>
        <source>Wrote the ruling report %1: it opens in any web browser.</source>
        <translation>Rapport de décision %1 écrit : il s’ouvre dans tout navigateur web.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="188"/>
        <source>Expectations hold after a register (its checkpoints substep), after a turn (clean-up) or at the end: step there first.</source>
        <translation>Les résultats attendus portent sur la fin d&apos;un registre (sa sous-étape des points de contrôle), la fin d&apos;un tour (nettoyage) ou la fin de la partie : avancez d&apos;abord jusque-là.</translation>
    </message>
</context>
<context>
    <name>rf::debugger::ShopPanel</name>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="21"/>
        <source>This game has no upgrades: there is no shop.</source>
        <translation>Cette partie n&apos;a pas d&apos;améliorations : il n&apos;y a pas de boutique.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="31"/>
        <source>Upgrade</source>
        <translation>Amélioration</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="31"/>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="44"/>
        <source>Upgrade deck:</source>
        <translation>Pioche des améliorations :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="45"/>
        <source>Upgrade discard pile:</source>
        <translation>Défausse des améliorations :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="46"/>
        <source>Damage piles:</source>
        <translation>Piles de dégâts :</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="95"/>
        <source>(empty)</source>
        <translation>(vide)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/shoppanel.cpp" line="66"/>
        <source>%n energy</source>
        <translation>
            <numerusform>%n énergie</numerusform>
            <numerusform>%n énergies</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="68"/>
        <source>A permanent upgrade</source>
        <translation>Une amélioration permanente</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="68"/>
        <source>A temporary upgrade</source>
        <translation>Une amélioration temporaire</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/shoppanel.cpp" line="76"/>
        <location filename="../editor/debugger/shoppanel.cpp" line="77"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="90"/>
        <source>%1: no limit</source>
        <translation>%1 : illimitée</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="90"/>
        <source>%1: %2 left</source>
        <translation>%1 : %2 restantes</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="83"/>
        <source>none counted: no pile runs out</source>
        <translation>aucune comptée : aucune pile ne s&apos;épuise</translation>
    </message>
</context>
<context>
    <name>rf::editor::BeltTool</name>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="222"/>
        <source>Belt path</source>
        <translation>Tracé de tapis</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="223"/>
        <source>Drag a path to lay conveyor belts along it (T)</source>
        <translation>Faites glisser un tracé pour y poser des tapis roulants (T)</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="226"/>
        <source>&lt;b&gt;Belt path&lt;/b&gt;&lt;p&gt;Drag from square to square to lay a conveyor belt that carries robots along the path. Turns become curves, belts that already point into the path become merges, and a belt the path runs into takes it as an input. The express belt of the palette lays express belts; a single click lays one belt facing the current rotation (R).&lt;/p&gt;</source>
        <translation>&lt;b&gt;Tracé de tapis&lt;/b&gt;&lt;p&gt;Faites glisser de case en case pour poser un tapis roulant qui transporte les robots le long du tracé. Les virages deviennent des courbes, les tapis qui pointent déjà vers le tracé deviennent des jonctions, et un tapis que le tracé rejoint le prend comme entrée. Le tapis express de la palette pose des tapis express ; un simple clic pose un tapis orienté selon la rotation courante (R).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="235"/>
        <source>The %1 layer is locked</source>
        <translation>Le calque « %1 » est verrouillé</translation>
    </message>
</context>
<context>
    <name>rf::editor::BoardTool</name>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="190"/>
        <source>Arrange boards</source>
        <translation>Disposer les plateaux</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="191"/>
        <source>Drag boards to move them on the course; R turns the board under the cursor (M)</source>
        <translation>Faites glisser les plateaux pour les déplacer sur le parcours ; R tourne le plateau sous le curseur (M)</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="194"/>
        <source>&lt;b&gt;Arrange boards&lt;/b&gt;&lt;p&gt;Drag a board of the course to move it on the course grid; R and Shift+R turn the board under the cursor. A board cannot be moved onto another one. Add boards with Course &gt; Add Board.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Disposer les plateaux&lt;/b&gt;&lt;p&gt;Faites glisser un plateau du parcours pour le déplacer sur la grille ; R et Maj+R tournent le plateau sous le curseur. Un plateau ne peut pas être posé sur un autre. Ajoutez des plateaux avec Parcours &gt; Ajouter un plateau.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="208"/>
        <source>This board has squares on a locked level: unlock the level to move the board</source>
        <translation>Ce plateau a des cases sur un niveau verrouillé : déverrouillez le niveau pour déplacer le plateau</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="241"/>
        <source>A board cannot be moved there: it would overlap another board or leave the grid</source>
        <translation>Impossible de déplacer le plateau ici : il chevaucherait un autre plateau ou sortirait de la grille</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="266"/>
        <source>This board has squares on a locked level: unlock the level to turn the board</source>
        <translation>Ce plateau a des cases sur un niveau verrouillé : déverrouillez le niveau pour tourner le plateau</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="272"/>
        <source>The board cannot turn there: it would overlap another board</source>
        <translation>Le plateau ne peut pas tourner ici : il chevaucherait un autre plateau</translation>
    </message>
</context>
<context>
    <name>rf::editor::BoardView</name>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="193"/>
        <source>Zooms so the whole course fits the window, and keeps it fitting as the window changes until you zoom.</source>
        <translation>Zoome pour que tout le parcours tienne dans la fenêtre, et le garde ajusté quand la fenêtre change, jusqu&apos;à ce que vous zoomiez.</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="195"/>
        <source>Resets the zoom to 100%.</source>
        <translation>Remet le zoom à 100 %.</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="195"/>
        <source>One square at its natural size</source>
        <translation>Une case à sa taille naturelle</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="195"/>
        <source>&amp;Actual Size</source>
        <translation>&amp;Taille réelle</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="192"/>
        <source>Show the whole course</source>
        <translation>Afficher tout le parcours</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="192"/>
        <source>&amp;Fit to Window</source>
        <translation>Ajuster à la &amp;fenêtre</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="191"/>
        <source>Shows the board smaller.</source>
        <translation>Affiche le plateau en plus petit.</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="191"/>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="191"/>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="189"/>
        <source>Shows the board larger. The mouse wheel zooms at the cursor.</source>
        <translation>Affiche le plateau en plus grand. La molette zoome sous le curseur.</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="189"/>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="189"/>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="42"/>
        <source>&lt;b&gt;Canvas&lt;/b&gt;&lt;p&gt;The board or course being edited. The current tool acts on it with the left button. Wheel zooms at the cursor; drag with the middle button, or hold Space and drag, to pan.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Canevas&lt;/b&gt;&lt;p&gt;Le plateau ou parcours en cours d&apos;édition. L&apos;outil courant agit avec le bouton gauche. La molette zoome sous le curseur ; faites glisser avec le bouton du milieu, ou maintenez Espace et faites glisser, pour déplacer la vue.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::editor::BreakpointModel</name>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="112"/>
        <source>any robot</source>
        <translation>n&apos;importe quel robot</translation>
    </message>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="115"/>
        <source>Substep: %1</source>
        <translation>Sous-étape : %1</translation>
    </message>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="117"/>
        <source>%1 is damaged</source>
        <translation>%1 subit des dégâts</translation>
    </message>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="119"/>
        <source>%1 is destroyed</source>
        <translation>%1 est détruit</translation>
    </message>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="121"/>
        <source>%1 moves</source>
        <translation>%1 se déplace</translation>
    </message>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="123"/>
        <source>%1 enters %2,%3</source>
        <translation>%1 entre en %2,%3</translation>
    </message>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="128"/>
        <source>Decision point: %1 can decide</source>
        <translation>Point de décision : %1 peut décider</translation>
    </message>
</context>
<context>
    <name>rf::editor::CoursePanel</name>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="71"/>
        <source>Notes on the course: its idea, where to play it, what to watch</source>
        <translation>Notes sur le parcours : son idée, où le jouer, à quoi faire attention</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="78"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="79"/>
        <source>&amp;Author:</source>
        <translation>&amp;Auteur :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="80"/>
        <source>N&amp;otes:</source>
        <translation>N&amp;otes :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="82"/>
        <source>Measured figures</source>
        <translation>Chiffres mesurés</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="85"/>
        <source>Game length:</source>
        <translation>Durée de partie :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="85"/>
        <source>Robots finishing:</source>
        <translation>Robots à l’arrivée :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="85"/>
        <source>Games won:</source>
        <translation>Parties gagnées :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="86"/>
        <source>Danger:</source>
        <translation>Danger :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="86"/>
        <source>Hardest leg:</source>
        <translation>Étape la plus dure :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="86"/>
        <source>Measured with:</source>
        <translation>Mesuré avec :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="87"/>
        <source>Reproduce:</source>
        <translation>Reproduire :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="93"/>
        <source>The command line that plays the same games again (rallyforge-cli)</source>
        <translation>La ligne de commande qui rejoue les mêmes parties (rallyforge-cli)</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="103"/>
        <source>Robots per game, on the course&apos;s start positions</source>
        <translation>Robots par partie, sur les positions de départ du parcours</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="107"/>
        <source>More games give steadier figures and take longer</source>
        <translation>Plus de parties donnent des chiffres plus stables et prennent plus de temps</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="110"/>
        <source>R&amp;uleset:</source>
        <translation>Rè&amp;glement :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="111"/>
        <source>&amp;Robots:</source>
        <translation>&amp;Robots :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="112"/>
        <source>&amp;Games:</source>
        <translation>&amp;Parties :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="115"/>
        <source>Play games of planning robots on the course in the background and keep their figures</source>
        <translation>Jouer en arrière-plan des parties de robots planificateurs sur le parcours et garder leurs chiffres</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="116"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="117"/>
        <source>Stop measuring; the figures stay as they were</source>
        <translation>Arrêter la mesure ; les chiffres restent tels quels</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="237"/>
        <source>Measure &amp;Again</source>
        <translation>&amp;Mesurer à nouveau</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="237"/>
        <source>&amp;Measure</source>
        <translation>&amp;Mesurer</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="249"/>
        <source>%1 deaths per robot-turn (%2)</source>
        <translation>%1 destructions par robot et par tour (%2)</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="252"/>
        <source>%1: %2 of its robots destroyed</source>
        <translation>%1 : %2 de ses robots détruits</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="255"/>
        <source>median %1 turns</source>
        <translation>médiane %1 tours</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="257"/>
        <source>%1 games of %2 robots, %3 (%4), seed %5, on %6</source>
        <translation>%1 parties de %2 robots, %3 (%4), graine %5, le %6</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="271"/>
        <source>Not measured yet: Measure plays games of planning robots on the course and keeps their figures with it.</source>
        <translation>Pas encore mesuré : Mesurer fait jouer des robots planificateurs sur le parcours et garde leurs chiffres avec lui.</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="276"/>
        <source>squares or elements moved, turned or changed</source>
        <translation>cases ou éléments déplacés, tournés ou modifiés</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="278"/>
        <source>&lt;b&gt;Stale:&lt;/b&gt; the course changed since these figures were measured (%1). Measure again to update them.</source>
        <translation>&lt;b&gt;Périmés :&lt;/b&gt; le parcours a changé depuis la mesure de ces chiffres (%1). Mesurez à nouveau pour les mettre à jour.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/widgets/coursepanel.cpp" line="304"/>
        <source>Measuring: planning robots play %n game(s) on the course...</source>
        <translation>
            <numerusform>Mesure : des robots planificateurs jouent %n partie sur le parcours...</numerusform>
            <numerusform>Mesure : des robots planificateurs jouent %n parties sur le parcours...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="316"/>
        <source>Measure the course</source>
        <translation>Mesurer le parcours</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="324"/>
        <source>The course could not be measured: %1</source>
        <translation>Le parcours n’a pas pu être mesuré : %1</translation>
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
        <translation>au nord de %1, %2</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="57"/>
        <source>west of %1, %2</source>
        <translation>à l&apos;ouest de %1, %2</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="58"/>
        <source>course</source>
        <translation>parcours</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="70"/>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="70"/>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="96"/>
        <source>Severity</source>
        <translation>Gravité</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="97"/>
        <source>Place</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="98"/>
        <source>Message</source>
        <translation>Message</translation>
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
        <translation>Sans titre</translation>
    </message>
</context>
<context>
    <name>rf::editor::EdgeTool</name>
    <message>
        <location filename="../editor/tools/edgetool.cpp" line="23"/>
        <source>Walls and edges</source>
        <translation>Murs et bords</translation>
    </message>
    <message>
        <location filename="../editor/tools/edgetool.cpp" line="24"/>
        <source>Click or drag along square borders to add walls, lasers, pushers... (W)</source>
        <translation>Cliquez ou faites glisser le long des bords des cases pour ajouter murs, lasers, pousseurs... (W)</translation>
    </message>
    <message>
        <location filename="../editor/tools/edgetool.cpp" line="27"/>
        <source>&lt;b&gt;Walls and edges&lt;/b&gt;&lt;p&gt;Click near a square border, or drag along borders, to put the edge feature chosen in the palette there: wall, one-way wall, laser, pusher, ledge, no-ledge or repulsor field. R and Shift+R choose the direction (lasers fire, pushers push and one-way walls block that way); on the board border it points onto the board. Drag with the right button, or hold Ctrl, to remove features of that kind.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Murs et bords&lt;/b&gt;&lt;p&gt;Cliquez près du bord d&apos;une case, ou faites glisser le long des bords, pour y placer l&apos;élément de bord choisi dans la palette : mur, mur à sens unique, laser, pousseur, rebord, sans rebord ou champ répulsif. R et Maj+R choisissent la direction (les lasers tirent, les pousseurs poussent et les murs à sens unique bloquent dans ce sens) ; sur le bord du plateau, elle pointe vers le plateau. Faites glisser avec le bouton droit, ou maintenez Ctrl, pour retirer les éléments de ce type.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/edgetool.cpp" line="59"/>
        <source>Choose a wall or edge feature in the palette</source>
        <translation>Choisissez un mur ou un élément de bord dans la palette</translation>
    </message>
    <message>
        <location filename="../editor/tools/edgetool.cpp" line="63"/>
        <source>The %1 layer is locked</source>
        <translation>Le calque « %1 » est verrouillé</translation>
    </message>
</context>
<context>
    <name>rf::editor::EditorActions</name>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="129"/>
        <source>Outlines each square and border a validation error (red) or warning (amber) names, with a badge on squares.</source>
        <translation>Entoure chaque case et chaque bord signalés par une erreur (rouge) ou un avertissement (ambre) de la validation, avec un badge sur les cases.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="128"/>
        <source>Outline the squares and borders the validation names</source>
        <translation>Entourer les cases et les bords que la validation signale</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="128"/>
        <source>Mark &amp;Problems on the Board</source>
        <translation>&amp;Marquer les problèmes sur le plateau</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="51"/>
        <source>&amp;New...</source>
        <translation>&amp;Nouveau...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="51"/>
        <source>Start an empty board or course</source>
        <translation>Commencer un plateau ou un parcours vide</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="52"/>
        <source>Replaces the document with an empty board or course of the size you choose, after asking about unsaved changes.</source>
        <translation>Remplace le document par un plateau ou un parcours vide de la taille choisie, après avoir demandé quoi faire des modifications non enregistrées.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="55"/>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>Open a board or course</source>
        <translation type="vanished">Ouvrir un plateau ou un parcours</translation>
    </message>
    <message>
        <source>Opens a RallyForge board or course file (*.rfboard).</source>
        <translation type="vanished">Ouvre un fichier de plateau ou de parcours RallyForge (*.rfboard).</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="67"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="67"/>
        <source>Save the document</source>
        <translation>Enregistrer le document</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="67"/>
        <source>Saves the document to its file, asking for a name the first time.</source>
        <translation>Enregistre le document dans son fichier ; la première fois, demande un nom.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="68"/>
        <source>Save &amp;As...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="68"/>
        <source>Save the document under a new name</source>
        <translation>Enregistrer le document sous un nouveau nom</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="68"/>
        <source>Saves the document to a new file.</source>
        <translation>Enregistre le document dans un nouveau fichier.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="69"/>
        <source>Re&amp;vert</source>
        <translation>Re&amp;venir à la version enregistrée</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="69"/>
        <source>Discard the changes since the last save</source>
        <translation>Abandonner les modifications depuis le dernier enregistrement</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="69"/>
        <source>Reloads the file from disk, discarding unsaved changes.</source>
        <translation>Recharge le fichier depuis le disque en abandonnant les modifications non enregistrées.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="70"/>
        <source>&amp;Import...</source>
        <translation>&amp;Importer...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="70"/>
        <source>Import a board from another program&apos;s format</source>
        <translation>Importer un plateau au format d&apos;un autre programme</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="70"/>
        <source>Reads a board in one of the formats of other RoboRally programs; elements that cannot be carried over are listed.</source>
        <translation>Lit un plateau dans l&apos;un des formats d&apos;autres programmes RoboRally ; les éléments qui ne peuvent pas être repris sont listés.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="71"/>
        <source>&amp;Export...</source>
        <translation>E&amp;xporter...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="71"/>
        <source>Export the course to another program&apos;s format</source>
        <translation>Exporter le parcours au format d&apos;un autre programme</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="71"/>
        <source>Writes the course in one of the formats of other RoboRally programs; elements that cannot be carried over are listed.</source>
        <translation>Écrit le parcours dans l&apos;un des formats d&apos;autres programmes RoboRally ; les éléments qui ne peuvent pas être repris sont listés.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="72"/>
        <source>Export &amp;Image...</source>
        <translation>Exporter une i&amp;mage...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="72"/>
        <source>Save the course as a PNG, SVG or PDF</source>
        <translation>Enregistrer le parcours en PNG, SVG ou PDF</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="73"/>
        <source>Writes the course as a PNG or SVG picture or as a PDF at real print size (21 mm per square by default), with optional cut marks.</source>
        <translation>Écrit le parcours sous forme d&apos;image PNG ou SVG, ou de PDF à la taille d&apos;impression réelle (21 mm par case par défaut), avec des repères de coupe facultatifs.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="76"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="76"/>
        <source>Quit RallyForge</source>
        <translation>Quitter RallyForge</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="76"/>
        <source>Closes the window, asking about unsaved changes.</source>
        <translation>Ferme la fenêtre en demandant quoi faire des modifications non enregistrées.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="89"/>
        <location filename="../editor/app/editoractions.cpp" line="211"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="89"/>
        <source>Undo the last change</source>
        <translation>Annuler la dernière modification</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="89"/>
        <source>Undoes the last change. Not available while a drag is in progress.</source>
        <translation>Annule la dernière modification. Indisponible pendant un glisser.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="90"/>
        <location filename="../editor/app/editoractions.cpp" line="212"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="90"/>
        <source>Redo the change undone last</source>
        <translation>Rétablir la dernière modification annulée</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="90"/>
        <source>Redoes the change undone last. Not available while a drag is in progress.</source>
        <translation>Rétablit la dernière modification annulée. Indisponible pendant un glisser.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="93"/>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="93"/>
        <source>Cut the selected squares to the clipboard</source>
        <translation>Couper les cases sélectionnées vers le presse-papiers</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="93"/>
        <source>Copies the selected squares with everything on them to the clipboard and clears them.</source>
        <translation>Copie dans le presse-papiers les cases sélectionnées avec tout leur contenu, puis les vide.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="94"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="94"/>
        <source>Copy the selected squares to the clipboard</source>
        <translation>Copier les cases sélectionnées dans le presse-papiers</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="94"/>
        <source>Copies the selected squares with everything on them to the clipboard, as board JSON.</source>
        <translation>Copie dans le presse-papiers les cases sélectionnées avec tout leur contenu, en JSON de plateau.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="95"/>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="95"/>
        <source>Paste squares from the clipboard</source>
        <translation>Coller des cases depuis le presse-papiers</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="95"/>
        <source>Pastes copied squares at the selection, or at the square under the cursor.</source>
        <translation>Colle les cases copiées sur la sélection, ou sur la case sous le curseur.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="96"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="96"/>
        <source>Clear the selected squares</source>
        <translation>Vider les cases sélectionnées</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="96"/>
        <source>Clears the selected squares, or removes the selected walls and edge features.</source>
        <translation>Vide les cases sélectionnées, ou retire les murs et éléments de bord sélectionnés.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="97"/>
        <source>Select &amp;All</source>
        <translation>&amp;Tout sélectionner</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="97"/>
        <source>Select every square</source>
        <translation>Sélectionner toutes les cases</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="97"/>
        <source>Selects the whole grid.</source>
        <translation>Sélectionne toute la grille.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="98"/>
        <source>Select &amp;None</source>
        <translation>&amp;Désélectionner tout</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="98"/>
        <source>Clear the selection</source>
        <translation>Effacer la sélection</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="98"/>
        <source>Clears the selection.</source>
        <translation>Efface la sélection.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="99"/>
        <source>Rotate Selection &amp;Clockwise</source>
        <translation>Tourner la sélection dans le sens &amp;horaire</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="99"/>
        <source>Turn the selected squares a quarter turn clockwise</source>
        <translation>Tourner les cases sélectionnées d&apos;un quart de tour dans le sens horaire</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="99"/>
        <source>Turns the selected squares, with every direction on them, a quarter turn clockwise.</source>
        <translation>Tourne d&apos;un quart de tour dans le sens horaire les cases sélectionnées, avec toutes leurs directions.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="100"/>
        <source>Rotate Selection C&amp;ounterclockwise</source>
        <translation>Tourner la sélection dans le sens a&amp;ntihoraire</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="100"/>
        <source>Turn the selected squares a quarter turn counterclockwise</source>
        <translation>Tourner les cases sélectionnées d&apos;un quart de tour dans le sens antihoraire</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="100"/>
        <source>Turns the selected squares a quarter turn counterclockwise.</source>
        <translation>Tourne d&apos;un quart de tour dans le sens antihoraire les cases sélectionnées.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="101"/>
        <source>&amp;Mirror Horizontally</source>
        <translation>Miroir hori&amp;zontal</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="101"/>
        <source>Mirror the selected squares east to west</source>
        <translation>Refléter les cases sélectionnées d&apos;est en ouest</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="101"/>
        <source>Mirrors the selected squares east to west; directions and gear senses flip with them.</source>
        <translation>Reflète d&apos;est en ouest les cases sélectionnées ; les directions et le sens des engrenages s&apos;inversent avec elles.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="102"/>
        <source>Mirror &amp;Vertically</source>
        <translation>Miroir &amp;vertical</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="102"/>
        <source>Mirror the selected squares north to south</source>
        <translation>Refléter les cases sélectionnées du nord au sud</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="102"/>
        <source>Mirrors the selected squares north to south; directions and gear senses flip with them.</source>
        <translation>Reflète du nord au sud les cases sélectionnées ; les directions et le sens des engrenages s&apos;inversent avec elles.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="103"/>
        <source>&amp;Turn Element</source>
        <translation>Tourner l&apos;élé&amp;ment</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="103"/>
        <source>Turn the palette element clockwise (R)</source>
        <translation>Tourner l&apos;élément de la palette dans le sens horaire (R)</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="103"/>
        <source>Turns the element being placed a quarter turn clockwise; with the board tool, turns the board under the cursor.</source>
        <translation>Tourne d&apos;un quart de tour dans le sens horaire l&apos;élément à poser ; avec l&apos;outil des plateaux, tourne le plateau sous le curseur.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="104"/>
        <source>Turn Element &amp;Back</source>
        <translation>Tourner l&apos;é&amp;lément en arrière</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="104"/>
        <source>Turn the palette element counterclockwise (Shift+R)</source>
        <translation>Tourner l&apos;élément de la palette dans le sens antihoraire (Maj+R)</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="104"/>
        <source>Turns the element being placed a quarter turn counterclockwise.</source>
        <translation>Tourne d&apos;un quart de tour dans le sens antihoraire l&apos;élément à poser.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="123"/>
        <source>Show &amp;Grid</source>
        <translation>Afficher la &amp;grille</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="123"/>
        <source>Show or hide the grid lines</source>
        <translation>Afficher ou masquer les lignes de la grille</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="123"/>
        <source>Shows or hides the thin lines between squares.</source>
        <translation>Affiche ou masque les lignes fines entre les cases.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="135"/>
        <source>Add Board from &amp;File...</source>
        <translation>Ajouter un plateau depuis un &amp;fichier...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="135"/>
        <source>Add a board file to the course</source>
        <translation>Ajouter un fichier de plateau au parcours</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="135"/>
        <source>Adds a board from a file to the right of the course; arrange it with the Arrange Boards tool.</source>
        <translation>Ajoute un plateau depuis un fichier à droite du parcours ; placez-le avec l&apos;outil Disposer les plateaux.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="136"/>
        <source>&amp;Remove Board</source>
        <translation>&amp;Retirer le plateau</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="136"/>
        <source>Remove the board holding the selection</source>
        <translation>Retirer le plateau qui contient la sélection</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="136"/>
        <source>Removes the board that holds the selected squares from the course.</source>
        <translation>Retire du parcours le plateau qui contient les cases sélectionnées.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="138"/>
        <source>Add Board</source>
        <translation>Ajouter un plateau</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="148"/>
        <source>&amp;Generate Course...</source>
        <translation>&amp;Générer un parcours...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="148"/>
        <source>Generate a course to a target length and danger</source>
        <translation>Générer un parcours d’une durée et d’un danger visés</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="149"/>
        <source>Places boards of the library into courses, chooses their checkpoints and measures each with games of planning robots; the courses closest to the target length and danger are offered to open.</source>
        <translation>Assemble des plateaux de la bibliothèque en parcours, choisit leurs points de contrôle et mesure chacun par des parties de robots qui planifient ; les parcours les plus proches de la durée et du danger visés sont proposés à l’ouverture.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="152"/>
        <source>Course &amp;Properties...</source>
        <translation>Pr&amp;opriétés du parcours...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="153"/>
        <source>Name, author, notes and measured figures of the course</source>
        <translation>Nom, auteur, notes et chiffres mesurés du parcours</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="154"/>
        <source>Shows the Course panel: the course&apos;s name, author and notes, and the figures planning robots measured on it, marked stale after an edit and measured again with one click.</source>
        <translation>Affiche le panneau Parcours : le nom, l’auteur et les notes du parcours, et les chiffres que des robots planificateurs y ont mesurés, marqués périmés après une modification et mesurés à nouveau d’un clic.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="167"/>
        <source>What&apos;s &amp;This?</source>
        <translation>&amp;Qu&apos;est-ce que c&apos;est ?</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="167"/>
        <source>Click on anything to learn what it does</source>
        <translation>Cliquez sur n&apos;importe quoi pour savoir ce que cela fait</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="167"/>
        <source>Enters What&apos;s This mode: click on a tool or panel for help.</source>
        <translation>Passe en mode « Qu&apos;est-ce que c&apos;est ? » : cliquez sur un outil ou un panneau pour obtenir de l&apos;aide.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="169"/>
        <source>&amp;About RallyForge</source>
        <translation>&amp;À propos de RallyForge</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="169"/>
        <source>Versions and licence</source>
        <translation>Versions et licence</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="169"/>
        <source>Shows the versions of RallyForge, Qt and KArchive.</source>
        <translation>Affiche les versions de RallyForge, Qt et KArchive.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="171"/>
        <source>About RallyForge</source>
        <translation>À propos de RallyForge</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="172"/>
        <source>&lt;h3&gt;RallyForge %1&lt;/h3&gt;&lt;p&gt;Board and scenario editor with a rules simulator for RoboRally-style factory race games.&lt;/p&gt;&lt;p&gt;Qt %2, KArchive %3&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RallyForge %1&lt;/h3&gt;&lt;p&gt;Éditeur de plateaux et de scénarios avec simulateur de règles pour les jeux de course en usine dans le style de RoboRally.&lt;/p&gt;&lt;p&gt;Qt %2, KArchive %3&lt;/p&gt;&lt;p&gt;Sous licence GNU General Public License, version 3 ou ultérieure.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="177"/>
        <source>About &amp;Qt</source>
        <translation>À propos de Q&amp;t</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="177"/>
        <source>About the Qt toolkit</source>
        <translation>À propos de la bibliothèque Qt</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="177"/>
        <source>Shows the Qt version and licence.</source>
        <translation>Affiche la version et la licence de Qt.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="211"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="212"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="234"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="237"/>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="253"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="260"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="270"/>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="273"/>
        <source>&amp;Course</source>
        <translation>&amp;Parcours</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="275"/>
        <source>Add &amp;Shipped Board</source>
        <translation>Ajouter un plateau fo&amp;urni</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="288"/>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="295"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="305"/>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="326"/>
        <source>No shipped boards found</source>
        <translation>Aucun plateau fourni trouvé</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="335"/>
        <source>Copied %1 x %2 squares</source>
        <translation>%1 x %2 cases copiées</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="344"/>
        <source>Cut</source>
        <translation>Couper</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="353"/>
        <source>The clipboard holds no RallyForge squares</source>
        <translation>Le presse-papiers ne contient pas de cases RallyForge</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="372"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="430"/>
        <source>Opened %1: save it to keep it</source>
        <translation>%1 ouvert : enregistrez-le pour le garder</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="439"/>
        <location filename="../editor/app/editoractions.cpp" line="443"/>
        <location filename="../editor/app/editoractions.cpp" line="451"/>
        <source>Cannot add board</source>
        <translation>Impossible d&apos;ajouter le plateau</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="443"/>
        <source>%1 is a course; add its boards one by one.</source>
        <translation>%1 est un parcours ; ajoutez ses plateaux un par un.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="451"/>
        <source>The course would be larger than %1 squares across.</source>
        <translation>Le parcours ferait plus de %1 cases de large.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="455"/>
        <source>Added %1; drag it into place with the Arrange Boards tool</source>
        <translation>%1 ajouté ; placez-le avec l&apos;outil Disposer les plateaux</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="144"/>
        <source>Resi&amp;ze Board...</source>
        <translation>Re&amp;dimensionner le plateau...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="55"/>
        <source>Open a board, course or scenario</source>
        <translation>Ouvrir un plateau, un parcours ou un scénario</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="56"/>
        <source>Opens a RallyForge board or course file (*.rfboard), or a scenario (*.rfscenario) in a debugger window of its own.</source>
        <translation>Ouvre un fichier de plateau ou de parcours RallyForge (*.rfboard), ou un scénario (*.rfscenario) dans sa propre fenêtre de débogage.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="60"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="60"/>
        <source>Close the board or course</source>
        <translation>Fermer le plateau ou le parcours</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="61"/>
        <source>Closes the document after asking about unsaved changes, leaving an empty untitled board.</source>
        <translation>Ferme le document après avoir demandé quoi faire des modifications non enregistrées, et laisse un plateau vide sans titre.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="144"/>
        <location filename="../editor/app/editoractions.cpp" line="224"/>
        <source>Change the size of the board</source>
        <translation>Changer la taille du plateau</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="145"/>
        <source>Gives the board a new width and height, its squares moved by an offset; what falls outside is listed before you confirm. One undo step.</source>
        <translation>Donne au plateau une nouvelle largeur et une nouvelle hauteur, ses cases décalées ; ce qui tombe en dehors est listé avant de confirmer. Une seule étape d&apos;annulation.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="225"/>
        <source>A course&apos;s grid is made by its boards: open a board on its own to resize it, or arrange the boards with the Arrange Boards tool</source>
        <translation>La grille d&apos;un parcours est faite de ses plateaux : ouvrez un plateau seul pour le redimensionner, ou disposez les plateaux avec l&apos;outil Disposer les plateaux</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="467"/>
        <source>Resized the board to %1 x %2</source>
        <translation>Plateau redimensionné à %1 x %2</translation>
    </message>
</context>
<context>
    <name>rf::editor::EraseTool</name>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="172"/>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="173"/>
        <source>Erase the current layer on squares (E); Shift erases every unlocked layer</source>
        <translation>Effacer le calque courant sur des cases (E) ; Maj efface tous les calques déverrouillés</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="176"/>
        <source>&lt;b&gt;Erase&lt;/b&gt;&lt;p&gt;Drag over squares to clear what the current layer of the layers panel holds there: floor (back to plain floor on the lower level), devices, the walls and edge features around the squares, or markers. Hold Shift to clear every unlocked layer at once.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Effacer&lt;/b&gt;&lt;p&gt;Faites glisser sur des cases pour vider ce que le calque courant du panneau des calques y contient : sol (redevient un sol nu au niveau inférieur), dispositifs, murs et éléments de bord autour des cases, ou marqueurs. Maintenez Maj pour vider d&apos;un coup tous les calques déverrouillés.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="205"/>
        <source>The current layer is locked</source>
        <translation>Le calque courant est verrouillé</translation>
    </message>
</context>
<context>
    <name>rf::editor::ExportImageDialog</name>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="35"/>
        <location filename="../editor/app/exportimagedialog.cpp" line="197"/>
        <source>Export Image</source>
        <translation>Exporter une image</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="36"/>
        <source>&lt;b&gt;Export Image&lt;/b&gt;&lt;p&gt;Writes the course as a PNG or SVG picture or as a PDF to print. The format follows the file name&apos;s extension. PDF pages are at real size: by default one square is 21 mm, as on the printed boards.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Exporter une image&lt;/b&gt;&lt;p&gt;Écrit le parcours sous forme d&apos;image PNG ou SVG, ou de PDF à imprimer. Le format suit l&apos;extension du nom de fichier. Les pages PDF sont à la taille réelle : par défaut, une case mesure 21 mm, comme sur les plateaux imprimés.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="41"/>
        <source>The file to write: .png, .svg or .pdf</source>
        <translation>Le fichier à écrire : .png, .svg ou .pdf</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="42"/>
        <source>&amp;Browse...</source>
        <translation>&amp;Parcourir...</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="52"/>
        <source>PNG and SVG size: 1 = 64 pixels per square (with a resolution: 1 = real size)</source>
        <translation>Taille en PNG et SVG : 1 = 64 pixels par case (avec une résolution : 1 = taille réelle)</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="57"/>
        <source>None (use the scale)</source>
        <translation>Aucune (utiliser l&apos;échelle)</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="58"/>
        <source> dpi</source>
        <translation> ppp</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="59"/>
        <source>PNG only: size the image so it prints at real size at this resolution</source>
        <translation>PNG uniquement : dimensionner l&apos;image pour qu&apos;elle s&apos;imprime à la taille réelle à cette résolution</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="65"/>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="66"/>
        <source>Printed size of one square (PDF, and PNG with a resolution)</source>
        <translation>Taille imprimée d&apos;une case (PDF, et PNG avec une résolution)</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="68"/>
        <source>&amp;Cut marks</source>
        <translation>Repères de c&amp;oupe</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="69"/>
        <source>PDF only: crop marks at the corners of the board</source>
        <translation>PDF uniquement : repères de coupe aux coins du plateau</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="72"/>
        <source>One page the size of the board</source>
        <translation>Une page à la taille du plateau</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="75"/>
        <source>PDF only: paper size; a board larger than the paper is split over several pages</source>
        <translation>PDF uniquement : format du papier ; un plateau plus grand que le papier est réparti sur plusieurs pages</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="77"/>
        <source>&amp;Grid lines</source>
        <translation>&amp;Lignes de la grille</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="79"/>
        <source>Draw the thin lines between squares</source>
        <translation>Dessiner les lignes fines entre les cases</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="85"/>
        <source>&amp;File:</source>
        <translation>&amp;Fichier :</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="88"/>
        <source>&amp;Scale:</source>
        <translation>É&amp;chelle :</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="89"/>
        <source>&amp;Resolution:</source>
        <translation>&amp;Résolution :</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="90"/>
        <source>S&amp;quare size:</source>
        <translation>&amp;Taille d&apos;une case :</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="91"/>
        <source>&amp;Paper:</source>
        <translation>Pap&amp;ier :</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="96"/>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="160"/>
        <source>Choose a file name ending in .png, .svg or .pdf.</source>
        <translation>Choisissez un nom de fichier se terminant par .png, .svg ou .pdf.</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="163"/>
        <source>Unknown image type &quot;%1&quot;: the name must end in .png, .svg or .pdf.</source>
        <translation>Type d&apos;image inconnu « %1 » : le nom doit se terminer par .png, .svg ou .pdf.</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="167"/>
        <source>1 page</source>
        <translation>1 page</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="167"/>
        <source>%1 pages</source>
        <translation>%1 pages</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="168"/>
        <source>%1 of %2 x %3 mm; the course prints %4 x %5 mm.</source>
        <translation>%1 de %2 x %3 mm ; le parcours s&apos;imprime en %4 x %5 mm.</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="178"/>
        <source>%1 x %2 pixels (%3 per square).</source>
        <translation>%1 x %2 pixels (%3 par case).</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="180"/>
        <source>That is too large: lower the scale or the resolution.</source>
        <translation>C&apos;est trop grand : réduisez l&apos;échelle ou la résolution.</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="190"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg);;Document PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="194"/>
        <source>SVG drawing (*.svg)</source>
        <translation>Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="196"/>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>rf::editor::ExportNotesDialog</name>
    <message>
        <location filename="../editor/app/exportnotesdialog.cpp" line="28"/>
        <source>Export Notes</source>
        <translation>Notes d&apos;exportation</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/exportnotesdialog.cpp" line="32"/>
        <source>Exporting to %1 drops or approximates %n element(s) that its format cannot hold:</source>
        <translation>
            <numerusform>L&apos;exportation vers %1 supprime ou approxime %n élément que son format ne peut pas contenir :</numerusform>
            <numerusform>L&apos;exportation vers %1 supprime ou approxime %n éléments que son format ne peut pas contenir :</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/exportnotesdialog.cpp" line="42"/>
        <source>&amp;Always cancel when something would be lost</source>
        <translation>&amp;Toujours annuler lorsque quelque chose serait perdu</translation>
    </message>
    <message>
        <location filename="../editor/app/exportnotesdialog.cpp" line="43"/>
        <source>Refuse such exports from now on without asking, like convert --strict</source>
        <translation>Refuser désormais ces exportations sans demander, comme convert --strict</translation>
    </message>
    <message>
        <location filename="../editor/app/exportnotesdialog.cpp" line="46"/>
        <source>&amp;Export Anyway</source>
        <translation>&amp;Exporter quand même</translation>
    </message>
    <message>
        <location filename="../editor/app/exportnotesdialog.cpp" line="49"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <location filename="../editor/app/exportnotesdialog.cpp" line="50"/>
        <source>Copy the list as plain text</source>
        <translation>Copier la liste en texte brut</translation>
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
        <translation>Prendre un élément du plateau dans la palette (I)</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="28"/>
        <source>&lt;b&gt;Eyedropper&lt;/b&gt;&lt;p&gt;Click a square to make its device (or, without one, its floor) the palette&apos;s current element with the same direction and settings; click near a border to pick its edge feature. The previous tool comes back afterwards.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Pipette&lt;/b&gt;&lt;p&gt;Cliquez sur une case pour faire de son dispositif (ou, à défaut, de son sol) l&apos;élément courant de la palette, avec la même direction et les mêmes réglages ; cliquez près d&apos;un bord pour prendre son élément de bord. L&apos;outil précédent revient ensuite.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="87"/>
        <source>Picked %1</source>
        <translation>Pris : %1</translation>
    </message>
</context>
<context>
    <name>rf::editor::FileController</name>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="186"/>
        <location filename="../editor/app/filecontroller.cpp" line="260"/>
        <source>untitled</source>
        <translation>sans titre</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/filecontroller.cpp" line="73"/>
        <source>... and %n more</source>
        <translation>
            <numerusform>... et %n autre</numerusform>
            <numerusform>... et %n autres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/filecontroller.cpp" line="61"/>
        <source>%1 (the same on %n more square(s))</source>
        <translation>
            <numerusform>%1 (de même sur %n autre case)</numerusform>
            <numerusform>%1 (de même sur %n autres cases)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="85"/>
        <source>RallyForge boards and courses (*.rfboard);;All files (*)</source>
        <translation>Plateaux et parcours RallyForge (*.rfboard);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="89"/>
        <source>RallyForge boards, courses and scenarios (*.rfboard *.rfscenario);;Boards and courses (*.rfboard);;Scenarios (*.rfscenario);;All files (*)</source>
        <translation>Plateaux, parcours et scénarios RallyForge (*.rfboard *.rfscenario);;Plateaux et parcours (*.rfboard);;Scénarios (*.rfscenario);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="107"/>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="125"/>
        <location filename="../editor/app/filecontroller.cpp" line="134"/>
        <source>Cannot open file</source>
        <translation>Impossible d&apos;ouvrir le fichier</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="129"/>
        <location filename="../editor/app/filecontroller.cpp" line="139"/>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>Open Board or Course</source>
        <translation type="vanished">Ouvrir un plateau ou un parcours</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="167"/>
        <source>Cannot save file</source>
        <translation>Impossible d&apos;enregistrer le fichier</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="173"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="187"/>
        <source>Save As</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="200"/>
        <source>Revert</source>
        <translation>Revenir à la version enregistrée</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="200"/>
        <source>Discard every change since %1 was last saved?</source>
        <translation>Abandonner toutes les modifications depuis le dernier enregistrement de %1 ?</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="220"/>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="221"/>
        <source>Import Board</source>
        <translation>Importer un plateau</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="227"/>
        <source>Cannot import file</source>
        <translation>Impossible d&apos;importer le fichier</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="233"/>
        <source>Import notes</source>
        <translation>Notes d&apos;importation</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="233"/>
        <source>Some elements could not be imported unchanged:

%1</source>
        <translation>Certains éléments n&apos;ont pas pu être importés tels quels :

%1</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="250"/>
        <location filename="../editor/app/filecontroller.cpp" line="263"/>
        <location filename="../editor/app/filecontroller.cpp" line="353"/>
        <source>Export Board</source>
        <translation>Exporter le plateau</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="264"/>
        <source>%1 cannot hold this course: %2</source>
        <translation>%1 ne peut pas contenir ce parcours : %2</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="317"/>
        <location filename="../editor/app/filecontroller.cpp" line="325"/>
        <location filename="../editor/app/filecontroller.cpp" line="331"/>
        <location filename="../editor/app/filecontroller.cpp" line="343"/>
        <source>Cannot export</source>
        <translation>Impossible d&apos;exporter</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="346"/>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="354"/>
        <source>%1 beside the export holds other content than RallyForge writes there (edited in Tiled?).

Replace it? Nothing has been written yet.</source>
        <translation>%1, à côté de l’export, contient autre chose que ce que RallyForge y écrit (modifié dans Tiled ?).

Le remplacer ? Rien n’a encore été écrit.</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="416"/>
        <source>Cannot export image</source>
        <translation>Impossible d&apos;exporter l&apos;image</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="419"/>
        <source>Exported image %1</source>
        <translation>Image %1 exportée</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="452"/>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="454"/>
        <source>&amp;Clear Recent Files</source>
        <translation>&amp;Effacer les fichiers récents</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="473"/>
        <source>Untitled board</source>
        <translation>Plateau sans titre</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="474"/>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>an untitled document</source>
        <translation type="vanished">un document sans titre</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation type="vanished">Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <source>RallyForge did not close properly last time. Restore the unsaved changes to %1?</source>
        <translation type="vanished">RallyForge ne s&apos;est pas fermé correctement la dernière fois. Restaurer les modifications non enregistrées de %1 ?</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation type="vanished">Récupération impossible</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="297"/>
        <source>No temporary folder to prepare the export in: %1</source>
        <translation>Aucun dossier temporaire pour préparer l&apos;exportation : %1</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="145"/>
        <source>Open Board, Course or Scenario</source>
        <translation>Ouvrir un plateau, un parcours ou un scénario</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="159"/>
        <source>Closed %1</source>
        <translation>%1 fermé</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/filecontroller.cpp" line="366"/>
        <source>Nothing was written to %1: %n element(s) would be dropped or approximated, and exports are set to cancel when something would be lost.</source>
        <translation>
            <numerusform>Rien n&apos;a été écrit dans %1 : %n élément serait supprimé ou approximé, et les exportations sont réglées pour être annulées lorsque quelque chose serait perdu.</numerusform>
            <numerusform>Rien n&apos;a été écrit dans %1 : %n éléments seraient supprimés ou approximés, et les exportations sont réglées pour être annulées lorsque quelque chose serait perdu.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="383"/>
        <source>Export cancelled</source>
        <translation>Exportation annulée</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="386"/>
        <source>&amp;Ask Next Time</source>
        <translation>&amp;Demander la prochaine fois</translation>
    </message>
</context>
<context>
    <name>rf::editor::FloodFillTool</name>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="176"/>
        <source>Flood fill</source>
        <translation>Remplissage de zone</translation>
    </message>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="177"/>
        <source>Fill the connected area of like squares with the palette&apos;s element (F)</source>
        <translation>Remplir avec l&apos;élément de la palette la zone connexe de cases semblables (F)</translation>
    </message>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="180"/>
        <source>&lt;b&gt;Flood fill&lt;/b&gt;&lt;p&gt;Click a square: it and every square connected to it with the same floor, level and device, not separated by walls, get the floor or device chosen in the palette.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Remplissage de zone&lt;/b&gt;&lt;p&gt;Cliquez sur une case : elle et toutes les cases reliées ayant le même sol, le même niveau et le même dispositif, sans mur entre elles, reçoivent le sol ou le dispositif choisi dans la palette.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::editor::GenerateCourseDialog</name>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="54"/>
        <source>Generate Course</source>
        <translation>Générer un parcours</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="59"/>
        <source>Add &amp;Folder...</source>
        <translation>Ajouter un &amp;dossier...</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="60"/>
        <source>&amp;Remove Folder</source>
        <translation>&amp;Retirer le dossier</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="81"/>
        <source> turns</source>
        <translation> tours</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="82"/>
        <source>The median turn in which the first robot takes the last checkpoint.</source>
        <translation>La médiane du tour où le premier robot prend le dernier point de contrôle.</translation>
    </message>
    <message>
        <source>Gentle</source>
        <translation type="vanished">Doux</translation>
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
        <translation>Moins de %1 destructions par robot et par tour</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="90"/>
        <source>%1 or more deaths per robot-turn</source>
        <translation>%1 destructions ou plus par robot et par tour</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="91"/>
        <source>%1 to %2 deaths per robot-turn</source>
        <translation>De %1 à %2 destructions par robot et par tour</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="102"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="103"/>
        <source>no ceiling</source>
        <translation>sans plafond</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="105"/>
        <source>The most robots one leg may destroy, in percent of those that begin it. Courses with a deadlier leg are listed after the others and say so.</source>
        <translation>Le plus de robots qu’une étape peut détruire, en pourcentage de ceux qui la commencent. Les parcours avec une étape plus meurtrière sont listés après les autres et le disent.</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="134"/>
        <source>Board library:</source>
        <translation>Bibliothèque de plateaux :</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="135"/>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs :</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="136"/>
        <source>R&amp;uleset:</source>
        <translation>Rè&amp;gles :</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="137"/>
        <source>Rule &amp;options:</source>
        <translation>&amp;Options de règles :</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="138"/>
        <source>&amp;Target game length:</source>
        <translation>&amp;Durée visée :</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="139"/>
        <source>&amp;Danger:</source>
        <translation>&amp;Danger :</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="140"/>
        <source>&amp;Losses per leg at most:</source>
        <translation>&amp;Pertes par étape au plus :</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="141"/>
        <source>&amp;Boards:</source>
        <translation>&amp;Plateaux :</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="142"/>
        <source>&amp;Checkpoints:</source>
        <translation>Points de &amp;contrôle :</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="143"/>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="146"/>
        <source>Planning robots play every candidate course; the courses closest to the target are kept.</source>
        <translation>Des robots qui planifient jouent chaque parcours candidat ; les plus proches de la cible sont gardés.</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="160"/>
        <source>&amp;Generate</source>
        <translation>&amp;Générer</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="162"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="164"/>
        <source>Stop the search and keep the best courses found so far.</source>
        <translation>Arrêter la recherche et garder les meilleurs parcours trouvés jusqu’ici.</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="165"/>
        <source>&amp;Open Course</source>
        <translation>&amp;Ouvrir le parcours</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="167"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="218"/>
        <source>%1 (shipped)</source>
        <translation>%1 (fourni)</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="227"/>
        <source>Add Board Folder</source>
        <translation>Ajouter un dossier de plateaux</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/generatecoursedialog.cpp" line="315"/>
        <source>Reading %n board(s) of the library and placing them...</source>
        <translation>
            <numerusform>Lecture de %n plateau de la bibliothèque et placement...</numerusform>
            <numerusform>Lecture de %n plateaux de la bibliothèque et placement...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="329"/>
        <source>Placing boards and mapping each layout for the planning robots</source>
        <translation>Placement des plateaux et carte de chaque disposition pour les robots qui planifient</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="329"/>
        <source>Playing a few games on each candidate</source>
        <translation>Quelques parties sur chaque candidat</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="330"/>
        <source>Measuring the best candidates with more games</source>
        <translation>Mesure des meilleurs candidats avec plus de parties</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/generatecoursedialog.cpp" line="333"/>
        <source>%1: %2 of %3. %n candidate course(s) played so far.</source>
        <translation>
            <numerusform>%1 : %2 sur %3. %n parcours candidat joué jusqu’ici.</numerusform>
            <numerusform>%1 : %2 sur %3. %n parcours candidats joués jusqu’ici.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/generatecoursedialog.cpp" line="408"/>
        <source>Generated for %n player(s) with a target of %1 turns, danger %2 (seed %3).</source>
        <translation>
            <numerusform>Généré pour %n joueur avec un objectif de %1 tours, danger %2 (graine %3).</numerusform>
            <numerusform>Généré pour %n joueurs avec un objectif de %1 tours, danger %2 (graine %3).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="412"/>
        <source>Measured %1.</source>
        <translation>Mesuré : %1.</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="414"/>
        <source>Screened only: the search was cancelled before measuring it.</source>
        <translation>Seulement présélectionné : la recherche a été annulée avant sa mesure.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) asked for; a course is generated for 2 to 8.</source>
        <translation type="vanished">
            <numerusform>%n joueur demandé ; un parcours est généré pour 2 à 8.</numerusform>
            <numerusform>%n joueurs demandés ; un parcours est généré pour 2 à 8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) asked for; a course has 1 to 4.</source>
        <translation type="vanished">
            <numerusform>%n plateau demandé ; un parcours en a 1 à 4.</numerusform>
            <numerusform>%n plateaux demandés ; un parcours en a 1 à 4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s) asked for; a course has 1 to 6.</source>
        <translation type="vanished">
            <numerusform>%n point de contrôle demandé ; un parcours en a 1 à 6.</numerusform>
            <numerusform>%n points de contrôle demandés ; un parcours en a 1 à 6.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A target of %n turn(s) is out of reach; choose 2 to 60.</source>
        <translation type="vanished">
            <numerusform>Une cible de %n tour est hors de portée ; choisissez de 2 à 60.</numerusform>
            <numerusform>Une cible de %n tours est hors de portée ; choisissez de 2 à 60.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) asked for.</source>
        <translation type="vanished">
            <numerusform>%n résultat demandé.</numerusform>
            <numerusform>%n résultats demandés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The course needs %1 different boards, but the library has %n board(s). Add a folder of boards.</source>
        <translation type="vanished">
            <numerusform>Le parcours demande %1 plateaux différents, mais la bibliothèque a %n plateau. Ajoutez un dossier de plateaux.</numerusform>
            <numerusform>Le parcours demande %1 plateaux différents, mais la bibliothèque a %n plateaux. Ajoutez un dossier de plateaux.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No board of the library has start markers for %n robot(s).</source>
        <translation type="vanished">
            <numerusform>Aucun plateau de la bibliothèque n’a de cases de départ pour %n robot.</numerusform>
            <numerusform>Aucun plateau de la bibliothèque n’a de cases de départ pour %n robots.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ruleset cannot be played.</source>
        <translation type="vanished">Ces règles ne peuvent pas être jouées.</translation>
    </message>
    <message>
        <source>No arrangement of the library&apos;s boards made a valid course. Try other boards or fewer checkpoints.</source>
        <translation type="vanished">Aucune disposition des plateaux de la bibliothèque n’a donné de parcours valide. Essayez d’autres plateaux ou moins de points de contrôle.</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="348"/>
        <source>Nothing was generated: %1</source>
        <translation>Rien n’a été généré : %1</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="356"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="359"/>
        <source>Listed last: %1</source>
        <translation>Listé en dernier : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/generatecoursedialog.cpp" line="365"/>
        <source>Cancelled: the best courses found so far (%n candidate(s) played).</source>
        <translation>
            <numerusform>Annulé : les meilleurs parcours trouvés jusqu’ici (%n candidat joué).</numerusform>
            <numerusform>Annulé : les meilleurs parcours trouvés jusqu’ici (%n candidats joués).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/generatecoursedialog.cpp" line="366"/>
        <source>%n candidate course(s) played; the closest to the target come first.</source>
        <translation>
            <numerusform>%n parcours candidat joué ; les plus proches de la cible viennent d’abord.</numerusform>
            <numerusform>%n parcours candidats joués ; les plus proches de la cible viennent d’abord.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="368"/>
        <source>No course was measured before the search stopped.</source>
        <translation>Aucun parcours n’a été mesuré avant l’arrêt de la recherche.</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="371"/>
        <source>Left out of the library: %1</source>
        <translation>Laissés hors de la bibliothèque : %1</translation>
    </message>
    <message numerus="yes">
        <source>most games have no winner within %n turn(s)</source>
        <translation type="vanished">
            <numerusform>la plupart des parties n’ont pas de gagnant en %n tour</numerusform>
            <numerusform>la plupart des parties n’ont pas de gagnant en %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>median %1 turns (%2 to over %3)</source>
        <translation type="vanished">médiane %1 tours (de %2 à plus de %3)</translation>
    </message>
    <message>
        <source>median %1 turns (%2 to %3)</source>
        <translation type="vanished">médiane %1 tours (de %2 à %3)</translation>
    </message>
    <message>
        <source>start</source>
        <translation type="vanished">départ</translation>
    </message>
    <message>
        <source>%1; %2 % of the robots finish; %3 deaths per robot-turn; hardest leg %4 to %5 (%6 % destroyed on it)</source>
        <translation type="vanished">%1 ; %2 % des robots finissent ; %3 destructions par robot et par tour ; étape la plus dure de %4 à %5 (%6 % détruits sur elle)</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="382"/>
        <source>(a first estimate: the search was cancelled before measuring it)</source>
        <translation>(une première estimation : la recherche a été annulée avant de le mesurer)</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="390"/>
        <source>outside %1: %2 deaths per robot-turn (%3)</source>
        <translation>hors de « %1 » : %2 destructions par robot et par tour (%3)</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="394"/>
        <source>leg %1 destroys %2 of its robots (at most %3 asked for)</source>
        <translation>l’étape %1 détruit %2 de ses robots (au plus %3 demandé)</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="406"/>
        <source>Generated Course %1</source>
        <translation>Parcours généré %1</translation>
    </message>
    <message numerus="yes">
        <source>Generated for %n player(s) with a target of %1 turns (seed %2). Measured with %3 games of planning robots (seed %4, at most %5 turns): %6.</source>
        <translation type="vanished">
            <numerusform>Généré pour %n joueur avec une cible de %1 tours (graine %2). Mesuré par %3 parties de robots qui planifient (graine %4, au plus %5 tours) : %6.</numerusform>
            <numerusform>Généré pour %n joueurs avec une cible de %1 tours (graine %2). Mesuré par %3 parties de robots qui planifient (graine %4, au plus %5 tours) : %6.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::editor::HeatMapItem</name>
    <message>
        <location filename="../editor/scene/heatmapitem.cpp" line="144"/>
        <source>Deaths per square</source>
        <translation>Destructions par case</translation>
    </message>
    <message>
        <location filename="../editor/scene/heatmapitem.cpp" line="145"/>
        <source>Visits per square</source>
        <translation>Passages par case</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/scene/heatmapitem.cpp" line="150"/>
        <source>%n game(s), robots with random programs</source>
        <translation>
            <numerusform>%n partie, robots aux programmes aléatoires</numerusform>
            <numerusform>%n parties, robots aux programmes aléatoires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/scene/heatmapitem.cpp" line="154"/>
        <source>%n game(s), novice robots (greedy plans)</source>
        <translation>
            <numerusform>%n partie, robots novices (plans gloutons)</numerusform>
            <numerusform>%n parties, robots novices (plans gloutons)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/scene/heatmapitem.cpp" line="158"/>
        <source>%n game(s), expert robots (planned programs)</source>
        <translation>
            <numerusform>%n partie, robots experts (programmes planifiés)</numerusform>
            <numerusform>%n parties, robots experts (programmes planifiés)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/scene/heatmapitem.cpp" line="163"/>
        <source>robots in all games; square-root scale</source>
        <translation>robots de toutes les parties ; échelle en racine carrée</translation>
    </message>
</context>
<context>
    <name>rf::editor::LayerModel</name>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="19"/>
        <source>Floor</source>
        <translation>Sol</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="20"/>
        <source>Devices</source>
        <translation>Dispositifs</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="21"/>
        <source>Walls and edges</source>
        <translation>Murs et bords</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="22"/>
        <source>Markers</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="23"/>
        <source>Lower level</source>
        <translation>Niveau inférieur</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="24"/>
        <source>Upper level</source>
        <translation>Niveau supérieur</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="59"/>
        <source>Element layers</source>
        <translation>Calques d’éléments</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="59"/>
        <source>Levels</source>
        <translation>Niveaux</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="143"/>
        <source>The current level: painted squares go on it until you choose the other level</source>
        <translation>Le niveau actuel : les cases peintes y vont jusqu’à ce que vous choisissiez l’autre niveau</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="145"/>
        <source>Check to show the layer; click the name to make tools act on it</source>
        <translation>Cochez pour afficher le calque ; cliquez sur le nom pour que les outils agissent dessus</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="151"/>
        <source>Locked layers cannot be edited</source>
        <translation>Les calques verrouillés ne peuvent pas être modifiés</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="155"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="159"/>
        <source>Opacity of the layer on the canvas</source>
        <translation>Opacité du calque sur le canevas</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="212"/>
        <source>Layer</source>
        <translation>Calque</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="213"/>
        <source>Lock</source>
        <translation>Verrou</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="214"/>
        <source>Opacity</source>
        <translation>Opacité</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="287"/>
        <source>What the squares hold: show, lock or fade each kind of element</source>
        <translation>Ce que contiennent les cases : afficher, verrouiller ou estomper chaque sorte d’élément</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="288"/>
        <source>The two heights of the board: click a level to paint squares on it; a locked level is never changed by any tool</source>
        <translation>Les deux hauteurs du plateau : cliquez sur un niveau pour y peindre des cases ; aucun outil ne modifie un niveau verrouillé</translation>
    </message>
</context>
<context>
    <name>rf::editor::LayersPanel</name>
    <message>
        <source>&lt;b&gt;Layers&lt;/b&gt;&lt;p&gt;Show or hide each layer and the two elevation levels, lock layers against editing and set their opacity on the canvas. The current layer (bold) is what the eraser clears; choosing a level makes painted floor go on that level.&lt;/p&gt;</source>
        <translation type="vanished">&lt;b&gt;Calques&lt;/b&gt;&lt;p&gt;Affichez ou masquez chaque calque et les deux niveaux de hauteur, verrouillez des calques contre la modification et réglez leur opacité sur le canevas. Le calque courant (en gras) est celui que la gomme vide ; choisir un niveau place le sol peint sur ce niveau.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/widgets/layerspanel.cpp" line="52"/>
        <source>&lt;b&gt;Layers&lt;/b&gt;&lt;p&gt;Two groups: the element layers (floor, devices, walls and edges, markers) and the two elevation levels. Show or hide each, lock it against editing and set its opacity on the canvas. The current layer (bold) is what the eraser clears; choosing a level makes painted floor go on that level. No tool changes a square of a locked level.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Calques&lt;/b&gt;&lt;p&gt;Deux groupes : les calques d’éléments (sol, dispositifs, murs et bords, marqueurs) et les deux niveaux de hauteur. Affichez ou masquez chacun, verrouillez-le contre la modification et réglez son opacité sur le canevas. Le calque courant (en gras) est celui que la gomme efface ; choisir un niveau fait peindre le sol sur ce niveau. Aucun outil ne modifie une case d’un niveau verrouillé.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::editor::MainWindow</name>
    <message>
        <source>Layer: %1; squares on the %2</source>
        <translation type="vanished">Calque : %1 ; cases sur : %2</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="86"/>
        <source>&amp;Panels</source>
        <translation>&amp;Panneaux</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="96"/>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="97"/>
        <source>Layers</source>
        <translation>Calques</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="99"/>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="101"/>
        <source>Course</source>
        <translation>Parcours</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="103"/>
        <source>Validation</source>
        <translation>Validation</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="105"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;ouvert&gt;</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="106"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="135"/>
        <source>Layer: %1; squares on the upper level</source>
        <translation>Calque : %1 ; cases sur le niveau supérieur</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="136"/>
        <source>Layer: %1; squares on the lower level</source>
        <translation>Calque : %1 ; cases sur le niveau inférieur</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="145"/>
        <source>Painted squares still go on the upper level: choose Lower level in the Layers panel for the ground</source>
        <translation>Les cases peintes vont toujours au niveau supérieur : pour le sol, choisissez « Niveau inférieur » dans le panneau Calques</translation>
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
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/mainwindow.cpp" line="164"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
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
        <translation>hors de tout plateau</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="215"/>
        <source> (upper level)</source>
        <translation> (niveau supérieur)</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="225"/>
        <source>board %1</source>
        <translation>plateau %1</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="232"/>
        <source>%1[*] - RallyForge</source>
        <translation>%1[*] - RallyForge</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation type="vanished">Impossible d&apos;ouvrir le fichier</translation>
    </message>
</context>
<context>
    <name>rf::editor::MarkerTool</name>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="101"/>
        <source>Checkpoint</source>
        <translation>Point de contrôle</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="102"/>
        <source>Start position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="103"/>
        <source>Docking bay</source>
        <translation>Zone d&apos;amarrage</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="111"/>
        <source>Place numbered checkpoints (K)</source>
        <translation>Poser des points de contrôle numérotés (K)</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="112"/>
        <source>Place start positions facing the current rotation (P)</source>
        <translation>Poser des positions de départ orientées selon la rotation courante (P)</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="113"/>
        <source>Mark docking bay squares</source>
        <translation>Marquer les cases de la zone d&apos;amarrage</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="120"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;p&gt;Click a square to place a marker there. Checkpoints and start positions are numbered automatically, one more than the highest so far; a start faces the current rotation (R). Right click removes the marker from the square. Numbers can be changed in the properties panel.&lt;/p&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;p&gt;Cliquez sur une case pour y poser un marqueur. Les points de contrôle et positions de départ sont numérotés automatiquement, un de plus que le plus élevé jusqu&apos;ici ; un départ est orienté selon la rotation courante (R). Le clic droit retire le marqueur de la case. Les numéros se modifient dans le panneau des propriétés.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="140"/>
        <source>The %1 layer is locked</source>
        <translation>Le calque « %1 » est verrouillé</translation>
    </message>
</context>
<context>
    <name>rf::editor::NewBoardDialog</name>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="32"/>
        <source> squares</source>
        <translation> cases</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="41"/>
        <source>New</source>
        <translation>Nouveau</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="46"/>
        <source>Squares from west to east, 1 to %1</source>
        <translation>Cases d&apos;ouest en est, de 1 à %1</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="47"/>
        <source>Squares from north to south, 1 to %1</source>
        <translation>Cases du nord au sud, de 1 à %1</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="65"/>
        <source>&amp;Width:</source>
        <translation>&amp;Largeur :</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="66"/>
        <source>&amp;Height:</source>
        <translation>&amp;Hauteur :</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="48"/>
        <source>&amp;Board</source>
        <translation>&amp;Plateau</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="50"/>
        <source>A single board</source>
        <translation>Un seul plateau</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="51"/>
        <source>&amp;Course</source>
        <translation>P&amp;arcours</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="54"/>
        <source>A course with details of its own: this is its first board, add more with Course &gt; Add Board</source>
        <translation>Un parcours avec ses propres informations : voici son premier plateau, ajoutez-en d&apos;autres avec Parcours &gt; Ajouter un plateau</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="67"/>
        <source>Kind:</source>
        <translation>Type :</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="92"/>
        <source>Untitled course</source>
        <translation>Parcours sans titre</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="93"/>
        <source>Board 1</source>
        <translation>Plateau 1</translation>
    </message>
</context>
<context>
    <name>rf::editor::PaintTool</name>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="103"/>
        <source>Paint</source>
        <translation>Peindre</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="104"/>
        <source>Paint the palette&apos;s element on squares (B)</source>
        <translation>Peindre l&apos;élément de la palette sur des cases (B)</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="107"/>
        <source>&lt;b&gt;Paint&lt;/b&gt;&lt;p&gt;Drag over squares to put the element chosen in the palette on them: a floor kind or a device. R and Shift+R turn the element before painting. With a level chosen in the layers panel, painted floor squares are put on that level.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Peindre&lt;/b&gt;&lt;p&gt;Faites glisser sur des cases pour y placer l&apos;élément choisi dans la palette : un type de sol ou un dispositif. R et Maj+R tournent l&apos;élément avant de peindre. Avec un niveau choisi dans le panneau des calques, les cases de sol peintes sont placées sur ce niveau.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="116"/>
        <source>Choose a floor or device in the palette to paint</source>
        <translation>Choisissez un sol ou un dispositif dans la palette pour peindre</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="121"/>
        <source>The %1 layer is locked</source>
        <translation>Le calque « %1 » est verrouillé</translation>
    </message>
</context>
<context>
    <name>rf::editor::PalettePanel</name>
    <message>
        <location filename="../editor/widgets/palettepanel.cpp" line="102"/>
        <source>Search elements</source>
        <translation>Rechercher des éléments</translation>
    </message>
    <message>
        <location filename="../editor/widgets/palettepanel.cpp" line="104"/>
        <source>Type part of an element&apos;s name to filter the palette</source>
        <translation>Tapez une partie du nom d&apos;un élément pour filtrer la palette</translation>
    </message>
    <message>
        <location filename="../editor/widgets/palettepanel.cpp" line="112"/>
        <source>&lt;b&gt;Palette&lt;/b&gt;&lt;p&gt;The elements you can put on the board, in groups. Choose one and paint with it; walls and edge features switch to the edge tool, markers to the marker tool. R and Shift+R turn the element.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Palette&lt;/b&gt;&lt;p&gt;Les éléments que vous pouvez poser sur le plateau, par groupes. Choisissez-en un et peignez avec ; les murs et éléments de bord passent à l&apos;outil des bords, les marqueurs à l&apos;outil des marqueurs. R et Maj+R tournent l&apos;élément.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::editor::PropertiesPanel</name>
    <message>
        <source>Direction the element faces, carries, fires or pushes</source>
        <translation type="vanished">Direction dans laquelle l&apos;élément regarde, transporte, tire ou pousse</translation>
    </message>
    <message>
        <source>Direction:</source>
        <translation type="vanished">Direction :</translation>
    </message>
    <message>
        <source>direction</source>
        <translation type="vanished">direction</translation>
    </message>
    <message>
        <source>Express</source>
        <translation type="vanished">Express</translation>
    </message>
    <message>
        <source>Express belts move robots in both belt steps of a register</source>
        <translation type="vanished">Les tapis express déplacent les robots aux deux étapes de tapis d&apos;un registre</translation>
    </message>
    <message>
        <source>express</source>
        <translation type="vanished">express</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation type="vanished">Sens horaire</translation>
    </message>
    <message>
        <source>Gears turn robots clockwise (right) or counterclockwise (left)</source>
        <translation type="vanished">Les engrenages tournent les robots dans le sens horaire (droite) ou antihoraire (gauche)</translation>
    </message>
    <message>
        <source>gear sense</source>
        <translation type="vanished">sens de l&apos;engrenage</translation>
    </message>
    <message>
        <source>Wrenches on a repair site: 2 also gives an option card</source>
        <translation type="vanished">Clés sur un atelier de réparation : 2 donne aussi une carte option</translation>
    </message>
    <message>
        <source>Wrenches:</source>
        <translation type="vanished">Clés :</translation>
    </message>
    <message>
        <source>wrenches</source>
        <translation type="vanished">clés</translation>
    </message>
    <message>
        <source>Portals of the same colour are partners</source>
        <translation type="vanished">Les portails de même couleur sont partenaires</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation type="vanished">Couleur :</translation>
    </message>
    <message>
        <source>portal colour</source>
        <translation type="vanished">couleur du portail</translation>
    </message>
    <message>
        <source>Active in register %1</source>
        <translation type="vanished">Actif au registre %1</translation>
    </message>
    <message>
        <source>active registers</source>
        <translation type="vanished">registres actifs</translation>
    </message>
    <message>
        <source>Registers:</source>
        <translation type="vanished">Registres :</translation>
    </message>
    <message>
        <source>Number of laser beams (damage per hit)</source>
        <translation type="vanished">Nombre de rayons laser (dégâts par tir)</translation>
    </message>
    <message>
        <source>Beams:</source>
        <translation type="vanished">Rayons :</translation>
    </message>
    <message>
        <source>beam count</source>
        <translation type="vanished">nombre de rayons</translation>
    </message>
    <message>
        <source>Checkpoint order or start position number</source>
        <translation type="vanished">Ordre du point de contrôle ou numéro de la position de départ</translation>
    </message>
    <message>
        <source>Number:</source>
        <translation type="vanished">Numéro :</translation>
    </message>
    <message>
        <source>number</source>
        <translation type="vanished">numéro</translation>
    </message>
    <message>
        <source>&lt;b&gt;Course&lt;/b&gt;</source>
        <translation type="vanished">&lt;b&gt;Parcours&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="vanished">Nom :</translation>
    </message>
    <message>
        <source>Author:</source>
        <translation type="vanished">Auteur :</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertiespanel.cpp" line="291"/>
        <source>Nothing selected. Use the Select tool to pick squares or walls.</source>
        <translation>Rien n&apos;est sélectionné. Utilisez l&apos;outil Sélectionner pour choisir des cases ou des murs.</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertiespanel.cpp" line="292"/>
        <source>%1 x %2 squares selected, without elements.</source>
        <translation>%1 x %2 cases sélectionnées, sans éléments.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/widgets/propertiespanel.cpp" line="296"/>
        <source>%n element(s) selected</source>
        <translation>
            <numerusform>%n élément sélectionné</numerusform>
            <numerusform>%n éléments sélectionnés</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertiespanel.cpp" line="59"/>
        <source>(differs)</source>
        <translation>(diffère)</translation>
    </message>
</context>
<context>
    <name>rf::editor::RecoveryDialog</name>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="24"/>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="25"/>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="26"/>
        <source>Decide &amp;Later</source>
        <translation>Décider &amp;plus tard</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="28"/>
        <source>Recover Unsaved Work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="31"/>
        <source>RallyForge did not close properly. These documents have unsaved changes. Restore or discard them; the others are offered again at the next start.</source>
        <translation>RallyForge ne s&apos;est pas fermé correctement. Ces documents ont des modifications non enregistrées. Restaurez-les ou abandonnez-les ; les autres seront proposés de nouveau au prochain démarrage.</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="36"/>
        <source>Document</source>
        <translation>Document</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="36"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="36"/>
        <source>Last change</source>
        <translation>Dernière modification</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="43"/>
        <source>Never saved</source>
        <translation>Jamais enregistré</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/widgets/recoverydialog.cpp" line="86"/>
        <source>saved %n second(s) ago</source>
        <translation>
            <numerusform>enregistré il y a %n seconde</numerusform>
            <numerusform>enregistré il y a %n secondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/widgets/recoverydialog.cpp" line="88"/>
        <source>saved %n minute(s) ago</source>
        <translation>
            <numerusform>enregistré il y a %n minute</numerusform>
            <numerusform>enregistré il y a %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/widgets/recoverydialog.cpp" line="90"/>
        <source>saved %n hour(s) ago</source>
        <translation>
            <numerusform>enregistré il y a %n heure</numerusform>
            <numerusform>enregistré il y a %n heures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/widgets/recoverydialog.cpp" line="91"/>
        <source>saved %n day(s) ago</source>
        <translation>
            <numerusform>enregistré il y a %n jour</numerusform>
            <numerusform>enregistré il y a %n jours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="121"/>
        <source>The window holds one board: restore the others at the next start.</source>
        <translation>La fenêtre contient un plateau : restaurez les autres au prochain démarrage.</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="133"/>
        <source>Cannot recover</source>
        <translation>Récupération impossible</translation>
    </message>
</context>
<context>
    <name>rf::editor::RectFillTool</name>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="51"/>
        <source>Rectangle fill</source>
        <translation>Remplissage rectangulaire</translation>
    </message>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="52"/>
        <source>Drag a rectangle to fill it with the palette&apos;s element (Ctrl+Shift+R)</source>
        <translation>Faites glisser un rectangle pour le remplir avec l&apos;élément de la palette (Ctrl+Maj+R)</translation>
    </message>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="55"/>
        <source>&lt;b&gt;Rectangle fill&lt;/b&gt;&lt;p&gt;Drag from one corner to the other; on release every square of the rectangle gets the floor or device chosen in the palette. Esc cancels.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Remplissage rectangulaire&lt;/b&gt;&lt;p&gt;Faites glisser d&apos;un coin à l&apos;autre ; au relâchement, chaque case du rectangle reçoit le sol ou le dispositif choisi dans la palette. Échap annule.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::editor::ResizeBoardDialog</name>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="50"/>
        <source>Resize Board</source>
        <translation>Redimensionner le plateau</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="56"/>
        <source>Squares from west to east, 1 to %1</source>
        <translation>Cases d&apos;ouest en est, de 1 à %1</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="57"/>
        <source>Squares from north to south, 1 to %1</source>
        <translation>Cases du nord au sud, de 1 à %1</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="71"/>
        <source>&amp;Width:</source>
        <translation>&amp;Largeur :</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="72"/>
        <source>&amp;Height:</source>
        <translation>&amp;Hauteur :</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="59"/>
        <source>Where the board&apos;s west column lands: positive adds columns in the west, negative cuts them off</source>
        <translation>Où arrive la colonne ouest du plateau : positif ajoute des colonnes à l&apos;ouest, négatif les coupe</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="60"/>
        <source>Where the board&apos;s north row lands: positive adds rows in the north, negative cuts them off</source>
        <translation>Où arrive la rangée nord du plateau : positif ajoute des rangées au nord, négatif les coupe</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="61"/>
        <source>C&amp;entre</source>
        <translation>C&amp;entrer</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="64"/>
        <source>Put the board in the middle of the new size</source>
        <translation>Placer le plateau au milieu de la nouvelle taille</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="77"/>
        <source>&amp;Offset (x, y):</source>
        <translation>&amp;Décalage (x, y) :</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="85"/>
        <source>The elements that would be cut off, at their squares on the board now</source>
        <translation>Les éléments qui seraient coupés, sur leurs cases actuelles du plateau</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="87"/>
        <source>&amp;Resize</source>
        <translation>&amp;Redimensionner</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="141"/>
        <source>%1 on the %2 side of %3,%4</source>
        <translation>%1 sur le côté %2 de %3,%4</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="130"/>
        <source>%1 at %2,%3</source>
        <translation>%1 en %2,%3</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/resizeboarddialog.cpp" line="148"/>
        <source>... and %n more</source>
        <translation>
            <numerusform>... et %n autre</numerusform>
            <numerusform>... et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="152"/>
        <source>Nothing is cut off.</source>
        <translation>Rien n&apos;est coupé.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/resizeboarddialog.cpp" line="154"/>
        <source>%n square(s) cut off, all of them empty.</source>
        <translation>
            <numerusform>%n case coupée, vide.</numerusform>
            <numerusform>%n cases coupées, toutes vides.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/resizeboarddialog.cpp" line="156"/>
        <source>%n square(s) cut off.</source>
        <translation>
            <numerusform>%n case coupée.</numerusform>
            <numerusform>%n cases coupées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/resizeboarddialog.cpp" line="157"/>
        <source>%n element(s) listed go with them.</source>
        <translation>
            <numerusform>%n élément listé disparaît avec elles.</numerusform>
            <numerusform>%n éléments listés disparaissent avec elles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::editor::ResizePreview</name>
    <message>
        <location filename="../editor/app/resizepreview.cpp" line="18"/>
        <source>Grey: the board now. Blue frame: the board after resizing. Red: squares cut off; crossed: squares whose elements go with them.</source>
        <translation>Gris : le plateau actuel. Cadre bleu : le plateau après redimensionnement. Rouge : cases coupées ; barrées : cases dont les éléments disparaissent avec elles.</translation>
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
        <translation>1 (jeton)</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="140"/>
        <source>winner</source>
        <translation>vainqueur</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="142"/>
        <source>finished, place %1</source>
        <translation>arrivé, place %1</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="144"/>
        <source>eliminated</source>
        <translation>éliminé</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="149"/>
        <source>destroyed (%1)</source>
        <translation>détruit (%1)</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="147"/>
        <source>off the board: re-enters in register 1</source>
        <translation>hors du plateau : revient au registre 1</translation>
    </message>
    <message>
        <source>%1 with %2 on it</source>
        <translation type="vanished">%1 avec %2 dessus</translation>
    </message>
    <message>
        <source>%1, top card face up: %2</source>
        <translation type="vanished">%1, carte du dessus face visible : %2</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="151"/>
        <source>shut down</source>
        <translation>éteint</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="153"/>
        <source>rebooted</source>
        <translation>redémarré</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="155"/>
        <source>powered down</source>
        <translation>hors tension</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="157"/>
        <source>virtual</source>
        <translation>virtuel</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="246"/>
        <source>The robot&apos;s place in this register&apos;s order: the holder of the priority token acts first, then round the table</source>
        <translation>La place du robot dans l’ordre de ce registre : celui qui a le jeton de priorité agit en premier, puis on fait le tour de la table</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="247"/>
        <source>The Haywire cards lying face down under the robot&apos;s registers, played there next round</source>
        <translation>Les cartes Haywire posées face cachée sous les registres du robot, jouées là au tour suivant</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="248"/>
        <source>The damage cards the robot keeps in its hand for the next round</source>
        <translation>Les cartes de dégâts que le robot garde en main pour le tour suivant</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="255"/>
        <source>Robot</source>
        <translation>Robot</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="256"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="257"/>
        <source>Facing</source>
        <translation>Orientation</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="258"/>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="260"/>
        <source>Locked</source>
        <translation>Bloqués</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="261"/>
        <source>Lives</source>
        <translation>Sauvegardes</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="262"/>
        <source>Flags</source>
        <translation>Drapeaux</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="263"/>
        <source>Archive</source>
        <translation>Point de sauvegarde</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="264"/>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="265"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="266"/>
        <source>Upgrades</source>
        <translation>Améliorations</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="267"/>
        <source>Priority</source>
        <translation>Priorité</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="268"/>
        <source>Face-down Haywires</source>
        <translation>Haywires face cachée</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="269"/>
        <source>Kept in hand</source>
        <translation>Gardées en main</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="270"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="59"/>
        <location filename="../editor/models/robotstatemodel.cpp" line="72"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="91"/>
        <source>%1; cards on an upgrade: %2</source>
        <translation>%1 ; cartes sur une amélioration : %2</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="93"/>
        <source>%1; top card face up: %2</source>
        <translation>%1 ; carte du dessus face visible : %2</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="241"/>
        <source>The SPAM cards the robot owns now</source>
        <translation>Les cartes SPAM que le robot possède maintenant</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="242"/>
        <source>Damage points: a robot with 10 is destroyed</source>
        <translation>Points de dégâts : un robot qui en a 10 est détruit</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="244"/>
        <source>The damage cards the robot has taken in this game, by kind (SPAM, Trojan Horse, Worm, Virus)</source>
        <translation>Les cartes de dégâts que le robot a reçues dans cette partie, par type (SPAM, Cheval de Troie, Ver, Virus)</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="245"/>
        <source>The archive marker, where the robot re-enters after its destruction</source>
        <translation>Le point de sauvegarde, où le robot revient après sa destruction</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="259"/>
        <source>Damage cards taken</source>
        <translation>Cartes de dégâts reçues</translation>
    </message>
</context>
<context>
    <name>rf::editor::ScenarioCommands</name>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="98"/>
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="141"/>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="154"/>
        <source>Change Setup</source>
        <translation>Modifier la configuration</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="168"/>
        <source>Random Programs</source>
        <translation>Programmes aléatoires</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="188"/>
        <source>Decide for %1</source>
        <translation>Décider pour %1</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="207"/>
        <source>Remove %1&apos;s Decision</source>
        <translation>Retirer la décision de %1</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="215"/>
        <source>Play the Same Programs</source>
        <translation>Jouer les mêmes programmes</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="223"/>
        <source>Add Expectations</source>
        <translation>Ajouter des résultats attendus</translation>
    </message>
</context>
<context>
    <name>rf::editor::ScenarioDocument</name>
    <message>
        <location filename="../editor/document/scenariodocument.cpp" line="133"/>
        <source>%1 cannot be played.</source>
        <translation>%1 ne peut pas être joué.</translation>
    </message>
</context>
<context>
    <name>rf::editor::SelectTool</name>
    <message>
        <location filename="../editor/tools/selecttool.cpp" line="39"/>
        <source>Select</source>
        <translation>Sélectionner</translation>
    </message>
    <message>
        <location filename="../editor/tools/selecttool.cpp" line="40"/>
        <source>Select squares and move them; click a border to select its walls (S)</source>
        <translation>Sélectionner des cases et les déplacer ; cliquez sur un bord pour sélectionner ses murs (S)</translation>
    </message>
    <message>
        <location filename="../editor/tools/selecttool.cpp" line="43"/>
        <source>&lt;b&gt;Select&lt;/b&gt;&lt;p&gt;Drag a rectangle to select squares with everything on them; the properties panel then edits the selected elements. Click near a square border to select the walls and edge features on it. Drag inside the selection to move its content. The Edit menu copies, cuts, pastes, rotates and mirrors the selection. Esc cancels a drag.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Sélectionner&lt;/b&gt;&lt;p&gt;Faites glisser un rectangle pour sélectionner des cases avec tout leur contenu ; le panneau des propriétés modifie alors les éléments sélectionnés. Cliquez près du bord d&apos;une case pour sélectionner ses murs et éléments de bord. Faites glisser à l&apos;intérieur de la sélection pour déplacer son contenu. Le menu Édition copie, coupe, colle, tourne et reflète la sélection. Échap annule un glisser.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::editor::TraceModel</name>
    <message>
        <location filename="../editor/models/tracemodel.cpp" line="192"/>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location filename="../editor/models/tracemodel.cpp" line="193"/>
        <source>Register %1</source>
        <translation>Registre %1</translation>
    </message>
    <message>
        <location filename="../editor/models/tracemodel.cpp" line="169"/>
        <source>Substep %1</source>
        <translation>Sous-étape %1</translation>
    </message>
    <message>
        <location filename="../editor/models/tracemodel.cpp" line="211"/>
        <source>Trace</source>
        <translation>Trace</translation>
    </message>
</context>
<context>
    <name>rf::editor::UnsavedChanges</name>
    <message>
        <location filename="../editor/widgets/unsavedchanges.cpp" line="18"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
</context>
<context>
    <name>rf::editor::ValidationPanel</name>
    <message>
        <location filename="../editor/widgets/validationpanel.cpp" line="36"/>
        <source>&lt;b&gt;Validation&lt;/b&gt;&lt;p&gt;Problems the validator finds in the course, updated as you edit. Click a row to select and show its square or border.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Validation&lt;/b&gt;&lt;p&gt;Les problèmes que le validateur trouve dans le parcours, mis à jour pendant l&apos;édition. Cliquez sur une ligne pour sélectionner et afficher sa case ou son bord.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/widgets/validationpanel.cpp" line="38"/>
        <source>Any edition</source>
        <translation>Toute édition</translation>
    </message>
    <message>
        <location filename="../editor/widgets/validationpanel.cpp" line="41"/>
        <source>Also check what this edition needs: its priority antenna or token, its reboot tokens, and board elements it does not have or does not play</source>
        <translation>Vérifier aussi ce dont cette édition a besoin : son antenne ou son jeton de priorité, ses jetons de redémarrage et les éléments de plateau qu&apos;elle n&apos;a pas ou ne joue pas</translation>
    </message>
    <message>
        <location filename="../editor/widgets/validationpanel.cpp" line="43"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Édition :</translation>
    </message>
</context>
<context>
    <name>rf::render::RulingReport</name>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="120"/>
        <source>Ruling: %1</source>
        <translation>Décision : %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="126"/>
        <source>Previous step (Left)</source>
        <translation>Étape précédente (Gauche)</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="126"/>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="126"/>
        <source>Next step (Right)</source>
        <translation>Étape suivante (Droite)</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="127"/>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="127"/>
        <source>Steps: press Right or Next</source>
        <translation>Étapes : appuyez sur Droite ou Suivant</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="135"/>
        <source>Ruling report made by RallyForge %1 from the scenario&apos;s file; the rule text is RallyForge&apos;s own account of the rules, from the rulebook of each edition played.</source>
        <translation>Rapport de décision créé par RallyForge %1 à partir du fichier du scénario ; le texte des règles est la version propre à RallyForge, tirée du livret de règles de chaque édition jouée.</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="151"/>
        <location filename="../core/render/rulingreport.cpp" line="365"/>
        <source>Course</source>
        <translation>Parcours</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="153"/>
        <source>cannot play: %1</source>
        <translation>ne peut pas être joué : %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="156"/>
        <source>%1; expectations: %2 of %3 hold</source>
        <translation>%1 ; attentes : %2 sur %3 remplies</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="157"/>
        <location filename="../core/render/rulingreport.cpp" line="178"/>
        <location filename="../core/render/rulingreport.cpp" line="239"/>
        <location filename="../core/render/rulingreport.cpp" line="368"/>
        <source>Under %1</source>
        <translation>Avec %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="166"/>
        <location filename="../core/render/rulingreport.cpp" line="416"/>
        <source>Where the rulings part</source>
        <translation>Où les interprétations divergent</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="171"/>
        <location filename="../core/render/rulingreport.cpp" line="418"/>
        <source>First difference: %1</source>
        <translation>Première différence : %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="180"/>
        <source>Nothing happens in this phase.</source>
        <translation>Rien ne se passe dans cette phase.</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="184"/>
        <source>Step %1</source>
        <translation>Étape %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="203"/>
        <location filename="../core/render/rulingreport.cpp" line="389"/>
        <source>rule: %1</source>
        <translation>règle : %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="217"/>
        <location filename="../core/render/rulingreport.cpp" line="393"/>
        <source>Decides: %1</source>
        <translation>Décide : %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="224"/>
        <source>Step %1: %2</source>
        <translation>Étape %1 : %2</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="243"/>
        <source>Programs carried to the %1</source>
        <translation>Programmes transposés : %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="250"/>
        <location filename="../core/render/rulingreport.cpp" line="370"/>
        <source>This ruling cannot play the scenario: %1</source>
        <translation>Cette interprétation ne peut pas jouer le scénario : %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="254"/>
        <location filename="../core/render/rulingreport.cpp" line="383"/>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="268"/>
        <location filename="../core/render/rulingreport.cpp" line="396"/>
        <source>Final state</source>
        <translation>État final</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="283"/>
        <source>Expectations</source>
        <translation>Attentes</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="287"/>
        <location filename="../core/render/rulingreport.cpp" line="411"/>
        <source>Holds: %1</source>
        <translation>Remplie : %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="287"/>
        <location filename="../core/render/rulingreport.cpp" line="412"/>
        <source>Fails: %1</source>
        <translation>Non remplie : %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="299"/>
        <source>(decided by the [setup]: nothing changed it)</source>
        <comment>keep the brackets around the link&apos;s words</comment>
        <translation>(décidé par la [mise en place] : rien ne l&apos;a changé)</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="302"/>
        <source>(decided at [step %1])</source>
        <comment>keep the brackets around the link&apos;s words</comment>
        <translation>(décidé à l&apos;[étape %1])</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="304"/>
        <source>(decided at step %1)</source>
        <translation>(décidé à l&apos;étape %1)</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="316"/>
        <location filename="../core/render/rulingreport.cpp" line="422"/>
        <source>Rules cited</source>
        <translation>Règles citées</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="319"/>
        <location filename="../core/render/rulingreport.cpp" line="424"/>
        <source>The rules are quoted from RallyForge&apos;s rulebooks, which are in English.</source>
        <translation>Les règles sont citées des livrets de règles de RallyForge, qui sont en anglais.</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="332"/>
        <location filename="../core/render/rulingreport.cpp" line="423"/>
        <source>en</source>
        <comment>the code of this translation&apos;s language</comment>
        <translation>fr</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="385"/>
        <source>Step %1: %2 (%3)</source>
        <translation>Étape %1 : %2 (%3)</translation>
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
        <translation type="vanished">dans un autre ordre</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="195"/>
        <location filename="../core/render/reportcontent.cpp" line="200"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation type="vanished">%1 : %2 %3</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="61"/>
        <source>eliminated</source>
        <translation>éliminé</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="62"/>
        <source>destroyed (%1)</source>
        <translation>détruit (%1)</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="63"/>
        <source>in play</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="65"/>
        <source>%1, finished first (winner)</source>
        <translation>%1, arrivé premier (vainqueur)</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="67"/>
        <source>%1, finished %2.</source>
        <translation>%1, arrivé %2e</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="69"/>
        <source>%1, powered down</source>
        <translation>%1, éteint</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="96"/>
        <source>State</source>
        <translation>État</translation>
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
        <translation>%1 montre plus de %2 sous-étapes avec images ; un rapport en contient au plus %2 (choisissez-les avec --steps N,M...)</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="150"/>
        <source>%1 wins (turn %2)</source>
        <translation>%1 gagne (tour %2)</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="152"/>
        <source>Game over (turn %1): no robot is left</source>
        <translation>Fin de partie (tour %1) : il ne reste aucun robot</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="154"/>
        <source>Play stopped after turn %1</source>
        <translation>Jeu arrêté après le tour %1</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="187"/>
        <source>none stated under %1</source>
        <translation>aucune indiquée avec %1</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="188"/>
        <source>%1 of %2 under %3</source>
        <translation>%1 sur %2 avec %3</translation>
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
        <translation>Rien de comparé : moins de deux des interprétations peuvent jouer ce scénario.</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="210"/>
        <source>No difference: every ruling gives the same game at the end of every phase, and the same expectations hold.</source>
        <translation>Aucune différence : chaque interprétation donne la même partie à la fin de chaque phase, et les mêmes attentes sont remplies.</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="215"/>
        <source>The game is the same at the end of every phase, but the expectations differ: %1 hold.</source>
        <translation>La partie est identique à la fin de chaque phase, mais les attentes diffèrent : %1 remplies.</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="219"/>
        <source>The rulings part; expectations: %1 hold.</source>
        <translation>Les interprétations divergent ; attentes : %1 remplies.</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="219"/>
        <source>The rulings part.</source>
        <translation>Les interprétations divergent.</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="251"/>
        <source>the course is %1 x %2 squares; a report shows at most %3 squares on a side</source>
        <translation>le parcours fait %1 × %2 cases ; un rapport montre au plus %3 cases par côté</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="282"/>
        <source>%1 plays more than %2 substeps; a report shows at most %2 (play fewer turns)</source>
        <translation>%1 joue plus de %2 sous-étapes ; un rapport en montre au plus %2 (jouez moins de tours)</translation>
    </message>
</context>
<context>
    <name>rf::words::StateWords</name>
    <message>
        <location filename="../core/words/statewords.cpp" line="42"/>
        <location filename="../core/words/statewords.cpp" line="155"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="48"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="50"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="57"/>
        <source>empty</source>
        <comment>an empty register</comment>
        <translation>vide</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="82"/>
        <source>%1 (used this round)</source>
        <translation>%1 (utilisée ce tour-ci)</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="98"/>
        <location filename="../core/words/statewords.cpp" line="159"/>
        <source>unlimited</source>
        <translation>illimité</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="106"/>
        <source>in play</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="111"/>
        <source>off the board</source>
        <translation>hors du plateau</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="114"/>
        <source>destroyed (%1)</source>
        <translation>détruit (%1)</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="115"/>
        <location filename="../core/words/statewords.cpp" line="157"/>
        <source>destroyed</source>
        <translation>détruit</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="124"/>
        <source>register %1: %2</source>
        <translation>registre %1 : %2</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="149"/>
        <source>%1: %2</source>
        <comment>a robot and a field of its state</comment>
        <translation>%1 : %2</translation>
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
        <translation>dans un autre ordre</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="249"/>
        <source>%1: %2 %3</source>
        <comment>a robot, a field of its state and how it changed</comment>
        <translation>%1 : %2 %3</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="255"/>
        <source>at the end</source>
        <translation>à la fin</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="257"/>
        <source>end of turn %1</source>
        <translation>fin du tour %1</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="258"/>
        <source>turn %1, register %2</source>
        <translation>tour %1, registre %2</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="248"/>
        <location filename="../core/words/statewords.cpp" line="265"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="271"/>
        <source>%1 (%2): expected %3, got %4</source>
        <translation>%1 (%2) : attendu %3, obtenu %4</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="277"/>
        <source>Turn %1 (%2)</source>
        <translation>Tour %1 (%2)</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="278"/>
        <source>Turn %1, register %2 (%3)</source>
        <translation>Tour %1, registre %2 (%3)</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="287"/>
        <source>%1 on</source>
        <comment>a rule option</comment>
        <translation>%1 : oui</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="287"/>
        <source>%1 off</source>
        <comment>a rule option</comment>
        <translation>%1 : non</translation>
    </message>
</context>
<context>
    <name>rf::words::TraceTexts</name>
    <message>
        <location filename="../core/words/tracewords.cpp" line="52"/>
        <source>Deal</source>
        <translation>Distribution</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="53"/>
        <source>Reveal</source>
        <translation>Révélation</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="54"/>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="55"/>
        <source>Express belts</source>
        <translation>Tapis express</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="56"/>
        <source>Belts</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="57"/>
        <source>Currents</source>
        <translation>Courants</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="58"/>
        <source>Pushers</source>
        <translation>Pousseurs</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="59"/>
        <source>Gears</source>
        <translation>Engrenages</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="60"/>
        <source>Crushers</source>
        <translation>Broyeurs</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="61"/>
        <source>Lasers</source>
        <translation>Lasers</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="62"/>
        <source>Floor damage</source>
        <translation>Dégâts du sol</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="63"/>
        <source>Checkpoints</source>
        <translation>Points de contrôle</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="64"/>
        <source>Repairs</source>
        <translation>Réparations</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="65"/>
        <source>Clean-up</source>
        <translation>Nettoyage</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="66"/>
        <source>Shop</source>
        <translation>Boutique</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="67"/>
        <source>Purchase</source>
        <translation>Achat</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="75"/>
        <source>Deal and program</source>
        <translation>Distribution et programmation</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="76"/>
        <source>A: reveal</source>
        <translation>A : révélation</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="77"/>
        <source>B: robots move</source>
        <translation>B : déplacement des robots</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="78"/>
        <source>C: board elements move</source>
        <translation>C : déplacement des éléments du plateau</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="79"/>
        <source>D: lasers fire</source>
        <translation>D : tirs laser</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="80"/>
        <source>E: checkpoints</source>
        <translation>E : points de contrôle</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="81"/>
        <source>End of turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="82"/>
        <source>Upgrade phase</source>
        <translation>Phase d&apos;amélioration</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="91"/>
        <source>damage</source>
        <translation>dégâts</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="92"/>
        <source>pit</source>
        <translation>trou</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="93"/>
        <source>drain</source>
        <translation>bonde</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="94"/>
        <source>off the board</source>
        <translation>hors du plateau</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="95"/>
        <source>trap door</source>
        <translation>trappe</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="96"/>
        <source>crusher</source>
        <translation>broyeur</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="97"/>
        <location filename="../core/words/tracewords.cpp" line="116"/>
        <source>Worm</source>
        <translation>Ver</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="105"/>
        <source>U-turn</source>
        <translation>demi-tour</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="106"/>
        <source>rotate left</source>
        <translation>rotation à gauche</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="107"/>
        <source>rotate right</source>
        <translation>rotation à droite</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="108"/>
        <source>back up</source>
        <translation>recul</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="109"/>
        <source>move 1</source>
        <translation>avance 1</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="110"/>
        <source>move 2</source>
        <translation>avance 2</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="111"/>
        <source>move 3</source>
        <translation>avance 3</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="112"/>
        <source>again</source>
        <translation>répétition</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="113"/>
        <source>power up</source>
        <translation>recharge</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="114"/>
        <source>SPAM</source>
        <translation>SPAM</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="115"/>
        <source>Trojan Horse</source>
        <translation>Cheval de Troie</translation>
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
        <translation>Routine d&apos;énergie</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="119"/>
        <location filename="../core/words/tracewords.cpp" line="227"/>
        <source>Repeat Routine</source>
        <translation>Routine de répétition</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="120"/>
        <location filename="../core/words/tracewords.cpp" line="228"/>
        <source>Sandbox Routine</source>
        <translation>Routine bac à sable</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="121"/>
        <location filename="../core/words/tracewords.cpp" line="231"/>
        <source>Speed Routine</source>
        <translation>Routine de vitesse</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="122"/>
        <location filename="../core/words/tracewords.cpp" line="232"/>
        <source>Weasel Routine</source>
        <translation>Routine belette</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="123"/>
        <location filename="../core/words/tracewords.cpp" line="230"/>
        <source>Spam Folder</source>
        <translation>Dossier spam</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="124"/>
        <source>Haywire: move 2, turn right</source>
        <translation>Haywire : avancer de 2, tourner à droite</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="125"/>
        <source>Haywire: turn either way</source>
        <translation>Haywire : tourner d’un côté ou de l’autre</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="126"/>
        <source>Haywire: move 1, turn left, move 1</source>
        <translation>Haywire : avancer de 1, tourner à gauche, avancer de 1</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="127"/>
        <source>Haywire: face any way, move 1</source>
        <translation>Haywire : s’orienter au choix, avancer de 1</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="128"/>
        <source>Haywire: install an upgrade</source>
        <translation>Haywire : installer une amélioration</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="129"/>
        <source>Haywire: move 1, take the token</source>
        <translation>Haywire : avancer de 1, prendre le jeton</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="130"/>
        <source>Haywire: pay energy to move</source>
        <translation>Haywire : payer de l’énergie pour avancer</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="131"/>
        <source>Haywire: move back 3</source>
        <translation>Haywire : reculer de 3</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="132"/>
        <source>Haywire: move back 1, U-turn</source>
        <translation>Haywire : reculer de 1, demi-tour</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="133"/>
        <source>Haywire: move 1, turn right, move 1</source>
        <translation>Haywire : avancer de 1, tourner à droite, avancer de 1</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="134"/>
        <source>Haywire: move 2 sideways</source>
        <translation>Haywire : se décaler de 2 de côté</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="135"/>
        <source>Haywire: move back 1, purge a card</source>
        <translation>Haywire : reculer de 1, retirer une carte</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="136"/>
        <source>Haywire: move 2, turn left</source>
        <translation>Haywire : avancer de 2, tourner à gauche</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="137"/>
        <source>Haywire: move 5</source>
        <translation>Haywire : avancer de 5</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="138"/>
        <source>Haywire: move 1, stronger laser</source>
        <translation>Haywire : avancer de 1, laser renforcé</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="139"/>
        <source>Haywire: play the top 2 cards</source>
        <translation>Haywire : jouer les 2 cartes du dessus</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="140"/>
        <source>Haywire: move 3, U-turn</source>
        <translation>Haywire : avancer de 3, demi-tour</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="194"/>
        <source>Admin Privilege</source>
        <translation>Privilège administrateur</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="195"/>
        <source>Blue Screen of Death</source>
        <translation>Écran bleu de la mort</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="197"/>
        <source>Cache Memory</source>
        <translation>Mémoire cache</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="198"/>
        <source>Corruption Wave</source>
        <translation>Onde de corruption</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="200"/>
        <source>Defrag Gizmo</source>
        <translation>Défragmenteur</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="201"/>
        <source>Deflector Shield</source>
        <translation>Bouclier déflecteur</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="202"/>
        <source>Double Barrel Laser</source>
        <translation>Laser à double canon</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="203"/>
        <source>Firewall</source>
        <translation>Pare-feu</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="204"/>
        <source>Hover Unit</source>
        <translation>Module de lévitation</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="205"/>
        <source>Memory Stick</source>
        <translation>Clé mémoire</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="207"/>
        <source>Modular Chassis</source>
        <translation>Châssis modulaire</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="209"/>
        <source>Rail Gun</source>
        <translation>Canon à rails</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="211"/>
        <source>Rear Laser</source>
        <translation>Laser arrière</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="213"/>
        <source>Side Arms</source>
        <translation>Bras latéraux</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="214"/>
        <source>Teleporter</source>
        <translation>Téléporteur</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="216"/>
        <source>Trojan Needler</source>
        <translation>Aiguille de Troie</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="217"/>
        <source>Virus Module</source>
        <translation>Module viral</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="218"/>
        <source>Boink</source>
        <translation>Boink</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="220"/>
        <source>Hack</source>
        <translation>Piratage</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="221"/>
        <source>Manual Sort</source>
        <translation>Tri manuel</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="222"/>
        <source>Memory Swap</source>
        <translation>Échange de mémoire</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="234"/>
        <source>Chaos Theory</source>
        <translation>Théorie du chaos</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="235"/>
        <source>Drifting</source>
        <translation>Dérapage</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="236"/>
        <source>Energy Conversion</source>
        <translation>Conversion d&apos;énergie</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="237"/>
        <source>Flash Drive</source>
        <translation>Clé USB</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="238"/>
        <source>Laser Kata</source>
        <translation>Kata laser</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="239"/>
        <source>Memory Cards</source>
        <translation>Cartes mémoire</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="240"/>
        <source>Power Slide</source>
        <translation>Glissade contrôlée</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="241"/>
        <source>Self-Diagnostics</source>
        <translation>Autodiagnostic</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="242"/>
        <source>Spam Filter</source>
        <translation>Filtre anti-spam</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="243"/>
        <source>Spiky</source>
        <translation>Hérissé</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="245"/>
        <source>All Aboard</source>
        <translation>Tous à bord</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="246"/>
        <source>Calibration Protocol</source>
        <translation>Protocole d&apos;étalonnage</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="247"/>
        <source>Displacing Blast</source>
        <translation>Tir de déplacement</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="248"/>
        <source>Lucky Booster</source>
        <translation>Porte-bonheur</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="249"/>
        <source>Magnetic</source>
        <translation>Magnétique</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="250"/>
        <source>Overclocked</source>
        <translation>Overclocké</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="251"/>
        <source>Piercing Drill</source>
        <translation>Foreuse perforante</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="252"/>
        <source>Pressure Release</source>
        <translation>Décompression</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="253"/>
        <source>Re-Initialize</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="254"/>
        <source>Rewire</source>
        <translation>Recâbler</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="255"/>
        <source>Switch</source>
        <translation>Permutation</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="289"/>
        <source>%1 (temporary)</source>
        <translation>%1 (temporaire)</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="290"/>
        <source>%1 (permanent, used this round)</source>
        <translation>%1 (permanente, utilisée ce tour-ci)</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="291"/>
        <source>%1 (permanent)</source>
        <translation>%1 (permanente)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a robot and a field of its state</comment>
        <translation type="vanished">%1 : %2</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="98"/>
        <location filename="../core/words/tracewords.cpp" line="223"/>
        <source>Reboot</source>
        <translation>Redémarrage</translation>
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
        <translation>E</translation>
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
        <translation>O</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="224"/>
        <source>Recharge</source>
        <translation>Rechargement</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="226"/>
        <source>Refresh</source>
        <translation>Rafraîchissement</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="229"/>
        <source>Spam Blocker</source>
        <translation>Bloqueur de spam</translation>
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
        <translation>gauche</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="52"/>
        <source>right</source>
        <comment>a Haywire&apos;s choice: turn or move to the right</comment>
        <translation>droite</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="105"/>
        <source>%1 plays %2</source>
        <translation>%1 joue %2</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="106"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="109"/>
        <source>Purchase: %1</source>
        <translation>Achat : %1</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="170"/>
        <source>%1 turn %2 register %3</source>
        <translation>%1, tour %2, registre %3</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="172"/>
        <source>%1 turn %2</source>
        <translation>%1, tour %2</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="177"/>
        <source>%1 not translated: %2</source>
        <translation>%1 non traduit : %2</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="179"/>
        <source>%1: %2 not translated: %3</source>
        <translation>%1 : %2 non traduit : %3</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="181"/>
        <source>%1: %2 -&gt; %3</source>
        <translation>%1 : %2 -&gt; %3</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="182"/>
        <source>%1: %2 -&gt; %3 (%4)</source>
        <translation>%1 : %2 -&gt; %3 (%4)</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="153"/>
        <source>Ablative Coat</source>
        <translation>Revêtement ablatif</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="154"/>
        <location filename="../core/words/tracewords.cpp" line="244"/>
        <source>Abort Switch</source>
        <translation>Interrupteur d&apos;annulation</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="155"/>
        <location filename="../core/words/tracewords.cpp" line="196"/>
        <source>Brakes</source>
        <translation>Freins</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="156"/>
        <source>Circuit Breaker</source>
        <translation>Disjoncteur</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="157"/>
        <source>Conditional Program</source>
        <translation>Programme conditionnel</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="158"/>
        <location filename="../core/words/tracewords.cpp" line="199"/>
        <source>Crab Legs</source>
        <translation>Pattes de crabe</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="159"/>
        <source>Double-Barreled Laser</source>
        <translation>Laser à double canon</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="160"/>
        <source>Dual Processor</source>
        <translation>Double processeur</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="161"/>
        <source>Extra Memory</source>
        <translation>Mémoire supplémentaire</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="162"/>
        <source>Fire Control</source>
        <translation>Contrôle de tir</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="163"/>
        <source>Flywheel</source>
        <translation>Volant d&apos;inertie</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="164"/>
        <source>Fourth Gear</source>
        <translation>Quatrième vitesse</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="165"/>
        <source>Gyroscopic Stabilizer</source>
        <translation>Stabilisateur gyroscopique</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="166"/>
        <source>High-Power Laser</source>
        <translation>Laser haute puissance</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="167"/>
        <source>Mechanical Arm</source>
        <translation>Bras mécanique</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="168"/>
        <location filename="../core/words/tracewords.cpp" line="206"/>
        <source>Mini Howitzer</source>
        <translation>Mini-obusier</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="169"/>
        <source>Power-Down Shield</source>
        <translation>Bouclier hors tension</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="170"/>
        <location filename="../core/words/tracewords.cpp" line="208"/>
        <source>Pressor Beam</source>
        <translation>Rayon presseur</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="171"/>
        <source>Radio Control</source>
        <translation>Radiocommande</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="172"/>
        <location filename="../core/words/tracewords.cpp" line="210"/>
        <source>Ramming Gear</source>
        <translation>Éperon</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="173"/>
        <source>Rear-Firing Laser</source>
        <translation>Laser arrière</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="174"/>
        <location filename="../core/words/tracewords.cpp" line="225"/>
        <source>Recompile</source>
        <translation>Recompilation</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="175"/>
        <source>Reverse Gear</source>
        <translation>Marche arrière</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="176"/>
        <location filename="../core/words/tracewords.cpp" line="212"/>
        <source>Scrambler</source>
        <translation>Brouilleur</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="177"/>
        <source>Superior Archive</source>
        <translation>Sauvegarde supérieure</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="178"/>
        <location filename="../core/words/tracewords.cpp" line="215"/>
        <source>Tractor Beam</source>
        <translation>Rayon tracteur</translation>
    </message>
</context>
</TS>
