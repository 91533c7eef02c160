<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Setup</source>
        <translation type="obsolete">Configuración</translation>
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
        <translation type="obsolete">eliminado</translation>
    </message>
    <message>
        <source>destroyed (%1)</source>
        <translation type="obsolete">destruido (%1)</translation>
    </message>
    <message>
        <source>in play</source>
        <translation type="obsolete">en juego</translation>
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
        <translation>tablero</translation>
    </message>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="22"/>
        <source>Add board %1</source>
        <translation>Añadir tablero %1</translation>
    </message>
</context>
<context>
    <name>AddEdgeFeaturesCommand</name>
    <message>
        <location filename="../editor/commands/elementcommands.cpp" line="26"/>
        <source>Add %1</source>
        <translation>Añadir %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/commands/elementcommands.cpp" line="27"/>
        <source>Add %1 on %n edge(s)</source>
        <translation>
            <numerusform>Añadir %1 en %n borde</numerusform>
            <numerusform>Añadir %1 en %n bordes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/commands/elementcommands.cpp" line="24"/>
        <source>Add %n edge feature(s)</source>
        <translation>
            <numerusform>Añadir %n elemento de borde</numerusform>
            <numerusform>Añadir %n elementos de borde</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AddMarkerCommand</name>
    <message>
        <location filename="../editor/commands/elementcommands.cpp" line="69"/>
        <source>Add checkpoint</source>
        <translation>Añadir bandera</translation>
    </message>
    <message>
        <location filename="../editor/commands/elementcommands.cpp" line="69"/>
        <source>Add start</source>
        <translation>Añadir salida</translation>
    </message>
    <message>
        <location filename="../editor/commands/elementcommands.cpp" line="69"/>
        <source>Add dock</source>
        <translation>Añadir zona de atraque</translation>
    </message>
</context>
<context>
    <name>BeltPathCommand</name>
    <message>
        <location filename="../editor/commands/cellcommands.cpp" line="135"/>
        <source>Lay express belt</source>
        <translation>Colocar rampa rápida</translation>
    </message>
    <message>
        <location filename="../editor/commands/cellcommands.cpp" line="135"/>
        <source>Lay belt</source>
        <translation>Colocar rampa</translation>
    </message>
</context>
<context>
    <name>ChangeElementsCommand</name>
    <message>
        <location filename="../editor/commands/elementcommands.cpp" line="95"/>
        <source>Change %1</source>
        <translation>Cambiar %1</translation>
    </message>
</context>
<context>
    <name>ChangeInfoCommand</name>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="72"/>
        <source>Change course details</source>
        <translation>Cambiar datos del circuito</translation>
    </message>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="72"/>
        <source>Change board details</source>
        <translation>Cambiar datos del tablero</translation>
    </message>
</context>
<context>
    <name>DecisionChoices</name>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="18"/>
        <location filename="../core/game/decisionuse.cpp" line="27"/>
        <source>use %1</source>
        <translation>usar %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="20"/>
        <source>discard %1 to cancel a damage point</source>
        <translation>descartar %1 para anular un impacto</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="22"/>
        <source>scrap %1 at the chop shop and draw another option</source>
        <translation>desguazar %1 en el taller de mejoras y robar otra opción</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="24"/>
        <source>reload %1 at the chop shop</source>
        <translation>recargar %1 en el taller de mejoras</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="25"/>
        <source>draw an option card</source>
        <translation>robar una carta de opción</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="26"/>
        <source>lose %1</source>
        <translation>perder %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/decisionuse.cpp" line="28"/>
        <source>buy %1 (%n energy)</source>
        <translation>
            <numerusform>comprar %1 (%n de energía)</numerusform>
            <numerusform>comprar %1 (%n de energía)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/decisionuse.cpp" line="29"/>
        <source>buy %1 (%n energy) in place of %2</source>
        <translation>
            <numerusform>comprar %1 (%n de energía) en lugar de %2</numerusform>
            <numerusform>comprar %1 (%n de energía) en lugar de %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="31"/>
        <source>take %1 instead</source>
        <translation>tomar %1 en su lugar</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="33"/>
        <source>play %1 as %2</source>
        <translation>jugar %1 como %2</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="34"/>
        <source>lay %1 on %2</source>
        <translation>dejar %1 en %2</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="35"/>
        <source>shut down for this round</source>
        <translation>apagarse durante esta ronda</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="37"/>
        <source>choose the facing at re-entry</source>
        <translation>elegir la orientación al reaparecer</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="38"/>
        <source>Haywire: turn %1</source>
        <translation>Haywire: girar a la %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="40"/>
        <source>Haywire: face %1, then move 1</source>
        <translation>Haywire: mirar al %1 y avanzar 1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="42"/>
        <source>Haywire: pay %1 energy, move 2 squares per energy</source>
        <translation>Haywire: pagar %1 de energía y avanzar 2 casillas por cada energía</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="43"/>
        <source>Haywire: move 2 squares %1</source>
        <translation>Haywire: moverse 2 casillas a la %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="45"/>
        <source>Haywire: remove %1 of the discard pile from the game</source>
        <translation>Haywire: retirar %1 de la pila de descarte del juego</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="47"/>
        <source>Haywire: resolve card %1 drawn first</source>
        <translation>Haywire: resolver primero la carta robada n.º %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="49"/>
        <source>draw the top upgrade into the collection (1 energy)</source>
        <translation>robar la mejora de arriba a la colección (1 de energía)</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/decisionuse.cpp" line="50"/>
        <source>install %1 (%n energy)</source>
        <translation>
            <numerusform>instalar %1 (%n de energía)</numerusform>
            <numerusform>instalar %1 (%n de energía)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="51"/>
        <source>uninstall %1</source>
        <translation>desinstalar %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="53"/>
        <source>Haywire: install %1 without paying</source>
        <translation>Haywire: instalar %1 sin pagar</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <location filename="../core/validate/codes.h" line="68"/>
        <source>Portal of colour &quot;%1&quot; has no partner</source>
        <translation>El portal de color «%1» no tiene pareja</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="70"/>
        <source>%2 portals share colour &quot;%1&quot;; a portal needs exactly one partner</source>
        <translation>%2 portales comparten el color «%1»; un portal necesita exactamente una pareja</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="72"/>
        <source>Checkpoint %1 lies on a %2</source>
        <translation>La bandera %1 está sobre: %2</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="74"/>
        <source>Start position %1 lies on a %2</source>
        <translation>La salida %1 está sobre: %2</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="76"/>
        <source>Checkpoint number %1 is used more than once</source>
        <translation>El número de bandera %1 se usa más de una vez</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="78"/>
        <source>%1 is active in no register</source>
        <translation>%1 no está activo en ningún registro</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="80"/>
        <source>Laser has %1 beams; it must have 1 to 3</source>
        <translation>El láser tiene %1 rayos; debe tener de 1 a 3</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="82"/>
        <source>Ramp climbing %1 does not lead from the lower level to an upper-level square</source>
        <translation>La rampa que sube hacia el %1 no lleva del nivel inferior a un cuadro del nivel superior</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="84"/>
        <source>%1 lies outside the grid</source>
        <translation>%1 está fuera de la cuadrícula</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="86"/>
        <source>Boards %1 and %2 overlap</source>
        <translation>Los tableros %1 y %2 se solapan</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="88"/>
        <source>Board %1 has a negative offset</source>
        <translation>El tablero %1 tiene un desplazamiento negativo</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="90"/>
        <source>The course is %1 x %2 squares; at most %3 per side</source>
        <translation>El circuito mide %1 x %2 cuadros; como máximo, %3 por lado</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="92"/>
        <source>Reboot token lies on a %1: rebooting robots would be destroyed again at once</source>
        <translation>La ficha de reinicio está sobre: %1; los robots que se reinician serían destruidos de nuevo al instante</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="94"/>
        <source>Reboot token pushes robots %1 to their destruction: a robot pushed off it reboots onto it again</source>
        <translation>La ficha de reinicio empuja a los robots hacia el %1 a su destrucción: un robot empujado fuera se reinicia de nuevo sobre ella</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="96"/>
        <source>%1 does not exist in this edition: a scenario played in it is refused</source>
        <translation>%1 no existe en esta edición: se rechaza un escenario que se juegue con ella</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="98"/>
        <source>Belt carries robots %1 into a wall</source>
        <translation>La rampa lleva a los robots hacia el %1 contra un muro</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="100"/>
        <source>Belt carries robots %1 off the board</source>
        <translation>La rampa lleva a los robots hacia el %1 fuera del tablero</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="102"/>
        <source>Checkpoint %2 follows a gap: expected checkpoint %1</source>
        <translation>La bandera %2 sigue a un hueco: se esperaba la bandera %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/validate/codes.h" line="104"/>
        <source>%n start position(s); at least 2 are needed</source>
        <translation>
            <numerusform>%n salida; se necesitan al menos 2</numerusform>
            <numerusform>%n salidas; se necesitan al menos 2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="106"/>
        <source>Checkpoint %1 cannot be reached from any start position</source>
        <translation>La bandera %1 no se puede alcanzar desde ninguna salida</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="108"/>
        <source>Laser firing %1 is stopped at once by a wall, crate or antenna</source>
        <translation>El láser que dispara hacia el %1 queda detenido de inmediato por un muro, una caja o una antena</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="110"/>
        <source>Laser firing %1 fires off the board</source>
        <translation>El láser que dispara hacia el %1 dispara fuera del tablero</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="112"/>
        <source>Laser firing %1 has no wall behind it; robots can cross its edge</source>
        <translation>El láser que dispara hacia el %1 no tiene un muro detrás; los robots pueden cruzar su borde</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="114"/>
        <source>Pusher pushing %1 pushes towards a square off the board and acts on nothing</source>
        <translation>El empujador que empuja hacia el %1 empuja hacia una casilla fuera del tablero y no actúa sobre nada</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="116"/>
        <source>Pusher pushing %1 pushes into a wall, ledge, crate or antenna and never moves a robot</source>
        <translation>El empujador que empuja hacia el %1 empuja contra un muro, desnivel, caja o antena y nunca mueve un robot</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/validate/codes.h" line="118"/>
        <source>Raised area of %n square(s) cannot be reached from any start position (no ramp, portal or teleporter onto it)</source>
        <translation>
            <numerusform>La zona elevada de %n casilla no se puede alcanzar desde ninguna salida (ninguna rampa, portal o teletransportador lleva a ella)</numerusform>
            <numerusform>La zona elevada de %n casillas no se puede alcanzar desde ninguna salida (ninguna rampa, portal o teletransportador lleva a ella)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/validate/codes.h" line="120"/>
        <source>Repair site (%n wrench(es)) cannot be reached from any start position</source>
        <translation>
            <numerusform>La reparación (%n llave) no se puede alcanzar desde ninguna salida</numerusform>
            <numerusform>La reparación (%n llaves) no se puede alcanzar desde ninguna salida</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="122"/>
        <source>Start position %1 faces %2, off the board: a robot&apos;s first move leaves it</source>
        <translation>La salida %1 mira al %2, fuera del tablero: el primer movimiento de un robot lo saca de él</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="124"/>
        <source>Checkpoint %1 lies on a belt that carries robots %2 to their destruction</source>
        <translation>La bandera %1 está sobre una cinta que lleva a los robots hacia el %2 a su destrucción</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="126"/>
        <source>Reboot token pushes a line of %2 robots %1 and the last to its destruction: it reboots onto the token and pushes again</source>
        <translation>La ficha de reinicio empuja una fila de %2 robots hacia el %1 y al último a su destrucción: se reinicia sobre la ficha y vuelve a empujar</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="128"/>
        <source>%1 does nothing in this edition</source>
        <translation>%1 no hace nada en esta edición</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="130"/>
        <source>The course has no priority antenna: robots play their cards in the order the scenario lists them</source>
        <translation>El recorrido no tiene antena de prioridad: los robots juegan sus cartas en el orden en que los enumera el escenario</translation>
    </message>
    <message>
        <location filename="../core/validate/codes.h" line="132"/>
        <source>Board %1 (%2) has no reboot token: a robot rebooting from it re-enters at its start position</source>
        <translation>El tablero %1 (%2) no tiene ficha de reinicio: un robot que se reinicia desde él vuelve a entrar en su posición de salida</translation>
    </message>
</context>
<context>
    <name>Elements</name>
    <message>
        <location filename="../core/words/elementnames.cpp" line="69"/>
        <location filename="../editor/models/paletteentry.cpp" line="146"/>
        <source>Floor</source>
        <translation>Suelo</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="70"/>
        <source>Pit</source>
        <translation>Agujero</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="71"/>
        <source>Drain</source>
        <translation>Desagüe</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="72"/>
        <source>Oil</source>
        <translation>Aceite</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="73"/>
        <source>Water</source>
        <translation>Agua</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="74"/>
        <source>Acid</source>
        <translation>Ácido</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="75"/>
        <source>Fire</source>
        <translation>Fuego</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="76"/>
        <source>Radiation</source>
        <translation>Radiación</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="77"/>
        <source>Radioactive waste</source>
        <translation>Residuos radiactivos</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="85"/>
        <source>No device</source>
        <translation>Sin dispositivo</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="86"/>
        <location filename="../editor/models/paletteentry.cpp" line="111"/>
        <source>Conveyor belt</source>
        <translation>Rampa</translation>
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
        <translation>Rotor</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="88"/>
        <source>Repair site</source>
        <translation>Reparación</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="89"/>
        <source>Chop shop</source>
        <translation>Taller de mejoras</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="90"/>
        <source>Randomizer</source>
        <translation>Aleatorizador</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="91"/>
        <source>Teleporter</source>
        <translation>Teletransportador</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="92"/>
        <source>Portal</source>
        <translation>Portal</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="93"/>
        <source>Ramp</source>
        <translation>Rampa de subida</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="94"/>
        <source>Energy space</source>
        <translation>Casilla de energía</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="95"/>
        <source>Crusher</source>
        <translation>Prensa</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="96"/>
        <source>Flamer</source>
        <translation>Lanzallamas</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="97"/>
        <source>Trap door</source>
        <translation>Trampilla</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="98"/>
        <source>Crate</source>
        <translation>Caja</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="99"/>
        <source>Priority antenna</source>
        <translation>Antena de prioridad</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="100"/>
        <source>Reboot token</source>
        <translation>Ficha de reinicio</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="101"/>
        <source>Battery</source>
        <translation>Batería</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="109"/>
        <source>Wall</source>
        <translation>Muro</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="110"/>
        <source>One-way wall</source>
        <translation>Muro de un sentido</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="111"/>
        <source>Ledge</source>
        <translation>Desnivel</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="112"/>
        <source>No ledge</source>
        <translation>Sin desnivel</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="113"/>
        <source>Laser</source>
        <translation>Láser</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="114"/>
        <source>Pusher</source>
        <translation>Empujador</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="115"/>
        <source>Repulsor field</source>
        <translation>Campo repulsor</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="123"/>
        <source>Checkpoint</source>
        <translation>Bandera</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="124"/>
        <source>Start position</source>
        <translation>Salida</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="125"/>
        <source>Docking bay</source>
        <translation>Zona de atraque</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="133"/>
        <source>north</source>
        <translation>norte</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="134"/>
        <source>east</source>
        <translation>este</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="135"/>
        <source>south</source>
        <translation>sur</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="136"/>
        <source>west</source>
        <translation>oeste</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="145"/>
        <location filename="../editor/models/paletteentry.cpp" line="111"/>
        <source>Express belt</source>
        <translation>Rampa rápida</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="147"/>
        <location filename="../editor/models/paletteentry.cpp" line="113"/>
        <source>Gear (clockwise)</source>
        <translation>Rotor (horario)</translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="147"/>
        <location filename="../editor/models/paletteentry.cpp" line="113"/>
        <source>Gear (counterclockwise)</source>
        <translation>Rotor (antihorario)</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/words/elementnames.cpp" line="149"/>
        <source>Repair site (%n wrench(es))</source>
        <translation>
            <numerusform>Reparación (%n llave)</numerusform>
            <numerusform>Reparación (%n llaves)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/words/elementnames.cpp" line="153"/>
        <location filename="../core/words/elementnames.cpp" line="163"/>
        <source>%1 facing %2</source>
        <translation>%1 hacia el %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/words/elementnames.cpp" line="161"/>
        <source>Laser (%n beam(s))</source>
        <translation>
            <numerusform>Láser (%n rayo)</numerusform>
            <numerusform>Láser (%n rayos)</numerusform>
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
        <translation>%1: píntelo sobre cuadros</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="125"/>
        <source>%1: place it on squares (R rotates)</source>
        <translation>%1: colóquelo sobre cuadros (R gira)</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="126"/>
        <source>%1: click or drag along square borders</source>
        <translation>%1: haga clic o arrastre por los bordes de los cuadros</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="127"/>
        <source>%1: click a square to place it</source>
        <translation>%1: haga clic en un cuadro para colocarlo</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="147"/>
        <source>Belts</source>
        <translation>Rampas</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="148"/>
        <source>Rotators</source>
        <translation>Rotores</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="149"/>
        <source>Hazards</source>
        <translation>Peligros</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="150"/>
        <source>Timed</source>
        <translation>Temporizados</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="151"/>
        <source>Markers</source>
        <translation>Marcadores</translation>
    </message>
    <message>
        <location filename="../editor/models/paletteentry.cpp" line="152"/>
        <source>Walls</source>
        <translation>Muros</translation>
    </message>
</context>
<context>
    <name>EraseCommand</name>
    <message>
        <location filename="../editor/commands/cellcommands.cpp" line="103"/>
        <source>Erase</source>
        <translation>Borrar</translation>
    </message>
</context>
<context>
    <name>Expectations</name>
    <message>
        <location filename="../core/sim/expectations.cpp" line="30"/>
        <source>not reached (game over or play stopped earlier)</source>
        <translation>no alcanzado (partida terminada o detenida antes)</translation>
    </message>
    <message>
        <location filename="../core/sim/expectations.cpp" line="31"/>
        <source>present</source>
        <translation>presente</translation>
    </message>
    <message>
        <location filename="../core/sim/expectations.cpp" line="31"/>
        <source>no such robot</source>
        <translation>no existe ese robot</translation>
    </message>
    <message>
        <location filename="../core/sim/expectations.cpp" line="32"/>
        <source>%1 not held</source>
        <translation>%1 no está en su poder</translation>
    </message>
    <message>
        <location filename="../core/sim/expectations.cpp" line="33"/>
        <source>not part of the %1 rules</source>
        <translation>no forma parte de las reglas «%1»</translation>
    </message>
    <message>
        <source>turn %1 register %2</source>
        <translation type="vanished">turno %1, registro %2</translation>
    </message>
    <message>
        <source>end of turn %1</source>
        <translation type="vanished">fin del turno %1</translation>
    </message>
</context>
<context>
    <name>GenerateErrors</name>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="15"/>
        <source>%n player(s) asked for; a course is generated for %1 to %2.</source>
        <translation>
            <numerusform>%n jugador pedido; se generan circuitos para %1 a %2.</numerusform>
            <numerusform>%n jugadores pedidos; se generan circuitos para %1 a %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="16"/>
        <source>%n board(s) asked for; a course has %1 to %2.</source>
        <translation>
            <numerusform>%n tablero pedido; un circuito tiene de %1 a %2.</numerusform>
            <numerusform>%n tableros pedidos; un circuito tiene de %1 a %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="17"/>
        <source>%n checkpoint(s) asked for; a course has %1 to %2.</source>
        <translation>
            <numerusform>%n bandera pedida; un circuito tiene de %1 a %2.</numerusform>
            <numerusform>%n banderas pedidas; un circuito tiene de %1 a %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="18"/>
        <source>A target of %n turn(s) is out of reach; choose %1 to %2.</source>
        <translation>
            <numerusform>Un objetivo de %n turno está fuera de alcance; elija de %1 a %2.</numerusform>
            <numerusform>Un objetivo de %n turnos está fuera de alcance; elija de %1 a %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="19"/>
        <source>%n result(s) asked for; choose %1 to %2.</source>
        <translation>
            <numerusform>%n resultado pedido; elija de %1 a %2.</numerusform>
            <numerusform>%n resultados pedidos; elija de %1 a %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/analysis/generateerror.cpp" line="20"/>
        <source>A ceiling of %1 % of the robots lost on one leg is out of range; choose %2 to %3 %.</source>
        <translation>Un límite de %1 % de robots perdidos en un tramo está fuera de rango; elige de %2 a %3 %.</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="21"/>
        <source>The course needs %1 different boards, but the library has %n board(s). Add a folder of boards.</source>
        <translation>
            <numerusform>El circuito necesita %1 tableros distintos, pero la biblioteca tiene %n tablero. Añada una carpeta de tableros.</numerusform>
            <numerusform>El circuito necesita %1 tableros distintos, pero la biblioteca tiene %n tableros. Añada una carpeta de tableros.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/analysis/generateerror.cpp" line="22"/>
        <source>No board of the library has start markers for %n robot(s).</source>
        <translation>
            <numerusform>Ningún tablero de la biblioteca tiene casillas de salida para %n robot.</numerusform>
            <numerusform>Ningún tablero de la biblioteca tiene casillas de salida para %n robots.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/analysis/generateerror.cpp" line="23"/>
        <source>The rules cannot be played: %1</source>
        <translation>Las reglas no se pueden jugar: %1</translation>
    </message>
    <message>
        <location filename="../core/analysis/generateerror.cpp" line="24"/>
        <source>No arrangement of the library&apos;s boards made a valid course. Try other boards, fewer checkpoints or another seed.</source>
        <translation>Ninguna disposición de los tableros de la biblioteca dio un circuito válido. Pruebe otros tableros, menos banderas u otra semilla.</translation>
    </message>
</context>
<context>
    <name>MeasuredFigures</name>
    <message numerus="yes">
        <location filename="../core/words/measurewords.cpp" line="27"/>
        <source>most games have no winner within %n turn(s)</source>
        <translation>
            <numerusform>la mayoría de las partidas no tienen ganador en %n turno</numerusform>
            <numerusform>la mayoría de las partidas no tienen ganador en %n turnos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="31"/>
        <source>median %1 turns (%2 to over %3)</source>
        <translation>mediana de %1 turnos (de %2 a más de %3)</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="33"/>
        <source>median %1 turns (%2 to %3)</source>
        <translation>mediana de %1 turnos (de %2 a %3)</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="40"/>
        <source>start</source>
        <translation>salida</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="41"/>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
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
        <translation>Suave</translation>
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
        <translation>%1; %2 de los robots terminan; %3 destrucciones por robot y turno; tramo más duro %4 (%5 destruidos en él)</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="85"/>
        <source>novice planning robots</source>
        <translation>robots planificadores novatos</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="86"/>
        <source>expert planning robots</source>
        <translation>robots planificadores expertos</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="89"/>
        <source>robots with random programs</source>
        <translation>robots con programas aleatorios</translation>
    </message>
    <message>
        <location filename="../core/words/measurewords.cpp" line="96"/>
        <source>raised squares</source>
        <translation>casillas elevadas</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/words/measurewords.cpp" line="119"/>
        <source>%1: %n more</source>
        <translation>
            <numerusform>%1: %n más</numerusform>
            <numerusform>%1: %n más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/words/measurewords.cpp" line="121"/>
        <source>%1: %n fewer</source>
        <translation>
            <numerusform>%1: %n menos</numerusform>
            <numerusform>%1: %n menos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PasteCommand</name>
    <message>
        <location filename="../editor/commands/selectioncommands.cpp" line="45"/>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
</context>
<context>
    <name>PlaceBoardCommand</name>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="44"/>
        <source>Rotate board %1</source>
        <translation>Girar tablero %1</translation>
    </message>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="44"/>
        <source>Move board %1</source>
        <translation>Mover tablero %1</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="103"/>
        <source>Direction:</source>
        <translation>Dirección:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="104"/>
        <source>Direction the element faces, carries, fires or pushes</source>
        <translation>Dirección a la que el elemento mira, transporta, dispara o empuja</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="105"/>
        <source>direction</source>
        <translation>la dirección</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="106"/>
        <source>Express</source>
        <translation>Exprés</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="107"/>
        <source>Express belts move robots in both belt steps of a register</source>
        <translation>Las cintas exprés mueven a los robots en los dos pasos de cinta de un registro</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="108"/>
        <source>express</source>
        <translation>exprés</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="111"/>
        <source>Clockwise</source>
        <translation>En sentido horario</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="112"/>
        <source>Gears turn robots clockwise (right) or counterclockwise (left)</source>
        <translation>Los engranajes giran a los robots en sentido horario (derecha) o antihorario (izquierda)</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="113"/>
        <source>gear sense</source>
        <translation>el sentido de giro</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="116"/>
        <source>Wrenches:</source>
        <translation>Llaves:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="117"/>
        <source>Wrenches on a repair site: 2 also gives an option card</source>
        <translation>Llaves en una casilla de reparación: 2 también da una carta de opción</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="118"/>
        <source>wrenches</source>
        <translation>las llaves</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="121"/>
        <source>Colour:</source>
        <translation>Color:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="122"/>
        <source>Portals of the same colour are partners</source>
        <translation>Los portales del mismo color son pareja</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="123"/>
        <source>portal colour</source>
        <translation>el color del portal</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="126"/>
        <source>Registers:</source>
        <translation>Registros:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="127"/>
        <source>Active in register %1</source>
        <translation>Activo en el registro %1</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="128"/>
        <source>active registers</source>
        <translation>los registros activos</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="130"/>
        <source>Beams:</source>
        <translation>Rayos:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="131"/>
        <source>Number of laser beams (damage per hit)</source>
        <translation>Número de rayos láser (daño por impacto)</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="132"/>
        <source>beam count</source>
        <translation>el número de rayos</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="135"/>
        <source>Number:</source>
        <translation>Número:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="136"/>
        <source>Checkpoint order or start position number</source>
        <translation>Orden del punto de control o número de la posición de salida</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertyrows.cpp" line="137"/>
        <source>number</source>
        <translation>el número</translation>
    </message>
</context>
<context>
    <name>RemoveBoardCommand</name>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="31"/>
        <source>Remove board %1</source>
        <translation>Quitar tablero %1</translation>
    </message>
</context>
<context>
    <name>RemoveEdgeFeaturesCommand</name>
    <message numerus="yes">
        <location filename="../editor/commands/elementcommands.cpp" line="51"/>
        <source>Remove %n edge feature(s)</source>
        <translation>
            <numerusform>Quitar %n elemento de borde</numerusform>
            <numerusform>Quitar %n elementos de borde</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveMarkersCommand</name>
    <message numerus="yes">
        <location filename="../editor/commands/elementcommands.cpp" line="86"/>
        <source>Remove %n marker(s)</source>
        <translation>
            <numerusform>Quitar %n marcador</numerusform>
            <numerusform>Quitar %n marcadores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResizeBoardCommand</name>
    <message>
        <location filename="../editor/commands/coursecommands.cpp" line="56"/>
        <source>Resize board %1 to %2 x %3</source>
        <translation>Cambiar el tamaño del tablero %1 a %2 x %3</translation>
    </message>
</context>
<context>
    <name>RuleNames</name>
    <message>
        <source>Classic (2005)</source>
        <translation type="vanished">Clásico (2005)</translation>
    </message>
    <message>
        <source>Renegade (2016)</source>
        <translation type="vanished">Renegade (2016)</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="19"/>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="20"/>
        <source>2016 edition</source>
        <translation>Edición 2016</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="21"/>
        <source>2023 edition</source>
        <translation>Edición 2023</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="25"/>
        <source>Belt transfer</source>
        <translation>Traspaso entre cintas</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="26"/>
        <source>Locked registers keep their program</source>
        <translation>Los registros bloqueados conservan su programa</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="27"/>
        <source>Repairs as in 2005</source>
        <translation>Reparaciones como en 2005</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="28"/>
        <source>Flag repairs</source>
        <translation>Reparación en banderas</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="29"/>
        <source>Virtual robots</source>
        <translation>Robots virtuales</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="30"/>
        <source>Powered-down robots fire</source>
        <translation>Los robots apagados disparan</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="31"/>
        <source>Fire Control as printed</source>
        <translation>Control de fuego como está impreso</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="32"/>
        <source>Superior Archive as in 1994</source>
        <translation>Archivo superior como en 1994</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="33"/>
        <source>Ramming Gear per square</source>
        <translation>Ariete por casilla</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="34"/>
        <source>Laser mods on the rear laser</source>
        <translation>Mejoras de láser en el láser trasero</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="35"/>
        <source>Unsold shop cards back to the deck</source>
        <translation>Cartas de la tienda sin vender al mazo</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="36"/>
        <source>Used temporary upgrades discarded</source>
        <translation>Mejoras temporales usadas al descarte</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="37"/>
        <source>Hit upgrades on the main laser only</source>
        <translation>Mejoras de impacto solo en el láser principal</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="38"/>
        <source>Push effects on the touched robot only</source>
        <translation>Efectos de empuje solo en el robot tocado</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="39"/>
        <source>Needler needs a SPAM</source>
        <translation>Needler necesita un SPAM</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="40"/>
        <source>Scrambler before register 5</source>
        <translation>Scrambler antes del registro 5</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="41"/>
        <source>Crab Legs sidestep only</source>
        <translation>Patas de cangrejo solo de lado</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="42"/>
        <source>Virus reaches a square</source>
        <translation>El virus alcanza un cuadrado</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="43"/>
        <source>Damage cards act when programmed</source>
        <translation>Las cartas de daño actúan al programar</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="44"/>
        <source>No card after a damage card</source>
        <translation>Ninguna carta tras una carta de daño</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="45"/>
        <source>Elements under checkpoints act</source>
        <translation>Los elementos bajo los puntos de control actúan</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="46"/>
        <source>Rebooting keeps the cards</source>
        <translation>Reiniciar conserva las cartas</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="47"/>
        <source>Shut-down robots do not fire</source>
        <translation>Los robots apagados no disparan</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="48"/>
        <source>Shutdown clears the draw pile too</source>
        <translation>Apagarse limpia también el mazo de robo</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="49"/>
        <source>Again after damage draws a card</source>
        <translation>Repetir tras un daño roba una carta</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="50"/>
        <source>A Lighter Game</source>
        <translation>Una partida más ligera</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="51"/>
        <source>A Less Deadly Game</source>
        <translation>Una partida menos mortal</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="52"/>
        <source>A Less SPAM-y Game</source>
        <translation>Una partida con menos SPAM</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="53"/>
        <source>Dynamic Archiving</source>
        <translation>Archivo dinámico</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="54"/>
        <source>A More Deadly Game</source>
        <translation>Una partida más mortal</translation>
    </message>
    <message>
        <location filename="../core/words/rulenames.cpp" line="55"/>
        <source>Modular Chassis: permanent only</source>
        <translation>Chasis modular: solo permanentes</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <location filename="../core/rules/options.cpp" line="41"/>
        <source>An express robot carried onto a normal belt moves again in substep 2.</source>
        <translation>Un robot que una rampa rápida lleva a una rampa normal vuelve a moverse en el subpaso 2.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="42"/>
        <source>A register that locks while powered down keeps the last program instead of a random card.</source>
        <translation>Un registro que se bloquea mientras el robot está desconectado conserva el último programa en lugar de una carta aleatoria.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="43"/>
        <source>A double-wrench site repairs 1 damage and gives an option card.</source>
        <translation>Una reparación de dos llaves repara 1 impacto y da una carta de opción.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="44"/>
        <source>Flags repair 1 damage at the end of the turn.</source>
        <translation>Las banderas reparan 1 impacto al final del turno.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="45"/>
        <source>Robots sharing a square are virtual until they end a register alone.</source>
        <translation>Los robots que comparten un cuadro son virtuales hasta que terminan un registro solos.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="46"/>
        <source>Powered-down robots fire their lasers.</source>
        <translation>Los robots desconectados disparan sus láseres.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="47"/>
        <source>Fire Control locks the register without damage, as printed on the 2005 card.</source>
        <translation>Control de tiro bloquea el registro sin impacto, como dice la carta impresa de 2005.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="48"/>
        <source>Superior Archive also acts when it was the option lost at that destruction.</source>
        <translation>Archivo superior actúa también cuando fue la opción perdida en esa destrucción.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="49"/>
        <source>Ramming Gear deals 1 damage for every square it pushes a robot.</source>
        <translation>Espolón causa 1 impacto por cada cuadro que empuja a un robot.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="50"/>
        <source>Main-laser mods act on the Rear-Firing Laser too.</source>
        <translation>Las mejoras del láser principal actúan también sobre el Láser trasero.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="51"/>
        <source>When nothing was bought, the old shop cards are shuffled back into the upgrade deck.</source>
        <translation>Si no se compró nada, las cartas antiguas de la tienda se barajan de nuevo en el mazo de mejoras.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="52"/>
        <source>A used temporary upgrade goes to the upgrade discard pile instead of leaving the game.</source>
        <translation>Una mejora temporal usada va a la pila de descartes de mejoras en lugar de salir del juego.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="53"/>
        <source>Upgrades that change a hit act on the main laser only, not on the Rear Laser.</source>
        <translation>Las mejoras que modifican un impacto actúan solo sobre el láser principal, no sobre el Láser trasero.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="54"/>
        <source>Push effects act only on the robot the mover touches directly, not on the rest of the chain.</source>
        <translation>Los efectos de empuje actúan solo sobre el robot que el robot que se mueve toca directamente, no sobre el resto de la fila.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="55"/>
        <source>Trojan Needler and Blue Screen of Death act on a push only in place of a SPAM the push deals.</source>
        <translation>Aguja troyana y Pantallazo azul actúan en un empujón solo en lugar de una carta SPAM que el empujón inflige.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="56"/>
        <source>Scrambler acts on a hit in registers 1 to 4, also when the target&apos;s next register is register 5.</source>
        <translation>Perturbador actúa en un impacto en los registros 1 a 4, también cuando el siguiente registro del objetivo es el registro 5.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="57"/>
        <source>Crab Legs moves one square sideways only, as on the 2005 card.</source>
        <translation>Patas de cangrejo mueve solo un cuadro hacia un lado, como en la carta de 2005.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="58"/>
        <source>A Virus reaches robots within 6 squares on both axes (a 13 x 13 square).</source>
        <translation>Un Virus alcanza a los robots situados a 6 cuadros o menos en ambos ejes (un cuadrado de 13 x 13).</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="59"/>
        <source>Trojan Horse, Worm and Virus act at the end of the programming phase.</source>
        <translation>Troyano, Gusano y Virus actúan al final de la fase de programación.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="60"/>
        <source>After a Trojan Horse or a Virus the robot plays nothing else in that register.</source>
        <translation>Tras un Troyano o un Virus, el robot no juega nada más en ese registro.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="61"/>
        <source>The belts, gears, push panels and batteries under a checkpoint act; the checkpoint stays put.</source>
        <translation>Las cintas, engranajes, empujadores y baterías bajo un punto de control actúan; el punto de control no se mueve.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="62"/>
        <source>A rebooting robot&apos;s register cards stay until the end of the round, and its hand keeps its cards.</source>
        <translation>Las cartas de los registros de un robot que se reinicia se quedan hasta el final de la ronda, y su mano conserva sus cartas.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="63"/>
        <source>A shut-down robot fires no laser or weapon.</source>
        <translation>Un robot apagado no dispara láser ni armas.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="64"/>
        <source>Shutting down also clears the damage cards of the draw pile.</source>
        <translation>Al apagarse también se retiran las cartas de daño del mazo de robo.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="65"/>
        <source>After a SPAM or a Haywire in the register before, Again plays the top card of the draw pile.</source>
        <translation>Tras un SPAM o un Haywire en el registro anterior, Repetir juega la carta superior del mazo de robo.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="66"/>
        <source>Modular Chassis may take only a permanent upgrade from the robot it pushed.</source>
        <translation>El Chasis modular solo puede tomar una mejora permanente del robot que empujó.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="67"/>
        <source>A Lighter Game: no upgrades, no upgrade phase and no energy; batteries and Power Up do nothing.</source>
        <translation>Una partida más ligera: sin mejoras, sin fase de mejoras y sin energía; las baterías y Power Up no hacen nada.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="68"/>
        <source>A Less Deadly Game: the board edges stop robots as walls do.</source>
        <translation>Una partida menos mortal: los bordes del tablero detienen a los robots como los muros.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="69"/>
        <source>A Less SPAM-y Game: SPAM left in hand at the end of programming goes to the discard pile.</source>
        <translation>Una partida con menos SPAM: el SPAM que queda en la mano al final de la programación va a la pila de descarte.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="70"/>
        <source>Dynamic Archiving: no reboot tokens; a robot ending a register on a checkpoint or a battery archives there and re-enters on its archive.</source>
        <translation>Archivo dinámico: sin fichas de reinicio; un robot que acaba un registro en un punto de control o una batería fija allí su punto de reaparición y reaparece en él.</translation>
    </message>
    <message>
        <location filename="../core/rules/options.cpp" line="71"/>
        <source>A More Deadly Game: a reboot draws 3 damage cards.</source>
        <translation>Una partida más mortal: un reinicio roba 3 cartas de daño.</translation>
    </message>
</context>
<context>
    <name>ScenarioErrors</name>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="15"/>
        <source>The ruleset &quot;%1&quot; is not implemented (available: %2).</source>
        <translation>El reglamento «%1» no está implementado (disponibles: %2).</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="16"/>
        <source>There is no rule option &quot;%1&quot;.</source>
        <translation>No existe la opción de reglas «%1».</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="17"/>
        <source>The scenario has no course.</source>
        <translation>El escenario no tiene circuito.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="18"/>
        <source>The course is %1 x %2 squares; at most %3 per side.</source>
        <translation>El circuito mide %1 x %2 cuadros; como máximo, %3 por lado.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="19"/>
        <source>Board %1 of the course has a negative offset.</source>
        <translation>El tablero %1 del circuito tiene un desplazamiento negativo.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="20"/>
        <source>Boards %1 and %2 of the course overlap at %3.</source>
        <translation>Los tableros %1 y %2 del circuito se solapan en %3.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="21"/>
        <source>Robot %1 has no name.</source>
        <translation>El robot %1 no tiene nombre.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="22"/>
        <source>Two robots are named %1.</source>
        <translation>Hay dos robots llamados %1.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="23"/>
        <source>%1 starts at %2, outside the %3 x %4 course.</source>
        <translation>%1 empieza en %2, fuera del circuito de %3 x %4.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="24"/>
        <source>%1 has its archive at %2, outside the course.</source>
        <translation>%1 tiene su punto de reaparición en %2, fuera del circuito.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="25"/>
        <source>%1 cannot have %2 damage: damage must be from 0 to 9.</source>
        <translation>%1 no puede tener %2 impactos: los impactos deben estar entre 0 y 9.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="26"/>
        <source>%1 cannot have %2 lives: a robot needs at least one life.</source>
        <translation>%1 no puede tener %2 vidas: un robot necesita al menos una vida.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="27"/>
        <source>%1, turn %2 register %3: the card &quot;%4&quot; is not part of the %5 rules.</source>
        <translation>%1, turno %2 registro %3: la carta «%4» no forma parte del reglamento «%5».</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="28"/>
        <source>%1 holds option cards or makes decisions, which the %2 rules do not have.</source>
        <translation>%1 tiene cartas de opción o toma decisiones, algo que el reglamento «%2» no contempla.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="29"/>
        <source>%1 and %2 both hold the option card &quot;%3&quot; (each card exists once).</source>
        <translation>%1 y %2 tienen ambos la carta de opción «%3» (cada carta existe una sola vez).</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="30"/>
        <source>%1 and %2 start on the same square (only virtual robots may share one).</source>
        <translation>%1 y %2 empiezan en el mismo cuadro (solo los robots virtuales pueden compartirlo).</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="31"/>
        <source>A scenario plays at least one turn.</source>
        <translation>Un escenario dura al menos un turno.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="32"/>
        <source>%1, turn %2: Again cannot be in register 1.</source>
        <translation>%1, turno %2: Repetir no puede estar en el registro 1.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="33"/>
        <source>%1 has %2 damage, but its deck, discard pile and program hold %3 SPAM cards.</source>
        <translation>%1 tiene %2 impactos, pero su mazo, su pila de descartes y su programa contienen %3 cartas SPAM.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="34"/>
        <source>%1 has a discard pile but no deck: give both.</source>
        <translation>%1 tiene pila de descartes pero no mazo: indique ambos.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="35"/>
        <source>%1 programs %2 &quot;%3&quot; card(s) in turn 1 but owns %4.</source>
        <translation>%1 programa %2 carta(s) «%3» en el turno 1, pero solo tiene %4.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="36"/>
        <source>Upgrades, the shop and damage piles are not part of the %1 rules.</source>
        <translation>Las mejoras, la tienda y las pilas de daño no forman parte de las reglas «%1».</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="37"/>
        <source>The upgrade &quot;%3&quot; is given twice (%1 and %2): each card exists once.</source>
        <translation>La mejora «%3» aparece dos veces (%1 y %2): cada carta existe una sola vez.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="38"/>
        <source>%1 holds more than %2 permanent or %2 temporary upgrades.</source>
        <translation>%1 tiene más de %2 mejoras permanentes o %2 temporales.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="39"/>
        <source>The shop holds %1 cards but has only %2 slots (one per robot).</source>
        <translation>La tienda contiene %1 cartas, pero solo tiene %2 huecos (uno por robot).</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="40"/>
        <source>A what-if applies after the first substep or later, in the order of play.</source>
        <translation>Una hipótesis se aplica tras el primer subpaso o más adelante, y en el orden de juego.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="41"/>
        <source>There is no robot %1.</source>
        <translation>No existe el robot %1.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="42"/>
        <source>%1 cannot move to %2: it is outside the course.</source>
        <translation>%1 no puede ir a %2: está fuera del circuito.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="43"/>
        <source>%1 cannot move to %2: %3 stands there.</source>
        <translation>%1 no puede ir a %2: allí está %3.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="44"/>
        <source>Registers are numbered 1 to 5.</source>
        <translation>Los registros van numerados del 1 al 5.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="45"/>
        <source>The play ends after substep %1, before this edit of %2.</source>
        <translation>El juego termina tras el subpaso %1, antes de este cambio de %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="46"/>
        <source>Comparing needs at least two rulings.</source>
        <translation>Para comparar se necesitan al menos dos resoluciones.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="47"/>
        <source>The number of games must be at least 1.</source>
        <translation>El número de partidas debe ser al menos 1.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="48"/>
        <source>The number of turns must be at least 1.</source>
        <translation>El número de turnos debe ser al menos 1.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="49"/>
        <source>The number of robots per game cannot be negative.</source>
        <translation>El número de robots por partida no puede ser negativo.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="50"/>
        <source>The course has no start markers: robots have nowhere to start.</source>
        <translation>El circuito no tiene salidas: los robots no tienen dónde empezar.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="51"/>
        <source>There is no game %1: the analysis plays games 1 to %2.</source>
        <translation>No existe la partida %1: el análisis juega las partidas 1 a %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="52"/>
        <source>The course is %1 x %2 squares: the planning robots (novice, expert) plan on at most %3 squares; analyze it with random robots.</source>
        <translation>El circuito tiene %1 x %2 casillas: los robots que planifican (novato, experto) planifican sobre %3 casillas como máximo; analízalo con robots aleatorios.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="53"/>
        <source>%1 owns %4 cards in turn %2, register %3: more than the %5 cards a robot may own; play stops there.</source>
        <translation>%1 tiene %4 cartas en el turno %2, registro %3: más de las %5 cartas que puede tener un robot; la partida se detiene aquí.</translation>
    </message>
    <message>
        <location filename="../core/rules/scenarioerror.cpp" line="71"/>
        <source>After substep %1: %2</source>
        <translation>Tras el subpaso %1: %2</translation>
    </message>
</context>
<context>
    <name>SetDeviceCommand</name>
    <message numerus="yes">
        <source>Place %n device(s)</source>
        <translation type="vanished">
            <numerusform>Colocar %n dispositivo</numerusform>
            <numerusform>Colocar %n dispositivos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/commands/cellcommands.cpp" line="55"/>
        <source>Place %1</source>
        <translation>Colocar %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/commands/cellcommands.cpp" line="56"/>
        <source>Place %1 on %n square(s)</source>
        <translation>
            <numerusform>Colocar %1 en %n casilla</numerusform>
            <numerusform>Colocar %1 en %n casillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/commands/cellcommands.cpp" line="83"/>
        <source>Remove %n device(s)</source>
        <translation>
            <numerusform>Quitar %n dispositivo</numerusform>
            <numerusform>Quitar %n dispositivos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetFloorCommand</name>
    <message numerus="yes">
        <source>Paint %n floor square(s)</source>
        <translation type="vanished">
            <numerusform>Pintar %n cuadro de suelo</numerusform>
            <numerusform>Pintar %n cuadros de suelo</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/commands/cellcommands.cpp" line="47"/>
        <source>Paint %1</source>
        <translation>Pintar %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/commands/cellcommands.cpp" line="48"/>
        <source>Paint %1 on %n square(s)</source>
        <translation>
            <numerusform>Pintar %1 en %n casilla</numerusform>
            <numerusform>Pintar %1 en %n casillas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetLevelCommand</name>
    <message numerus="yes">
        <location filename="../editor/commands/cellcommands.cpp" line="74"/>
        <source>Raise %n square(s)</source>
        <translation>
            <numerusform>Elevar %n cuadro</numerusform>
            <numerusform>Elevar %n cuadros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/commands/cellcommands.cpp" line="74"/>
        <source>Lower %n square(s)</source>
        <translation>
            <numerusform>Bajar %n cuadro</numerusform>
            <numerusform>Bajar %n cuadros</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StateFields</name>
    <message>
        <location filename="../core/sim/statefields.cpp" line="17"/>
        <source>square</source>
        <translation>casilla</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="18"/>
        <source>facing</source>
        <translation>orientación</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="19"/>
        <source>in play</source>
        <translation>en juego</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="20"/>
        <source>destroyed</source>
        <translation>destruido</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="21"/>
        <source>eliminated</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="22"/>
        <source>damage</source>
        <translation>daño</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="23"/>
        <source>lives</source>
        <translation>vidas</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="24"/>
        <source>checkpoints</source>
        <translation>puntos de control</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="25"/>
        <source>archive marker</source>
        <translation>marcador de archivo</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="26"/>
        <source>powered down</source>
        <translation>apagado</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="27"/>
        <source>powered down next turn</source>
        <translation>apagado el próximo turno</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="28"/>
        <source>energy</source>
        <translation>energía</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="29"/>
        <source>rebooted</source>
        <translation>reiniciado</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="30"/>
        <source>option cards</source>
        <translation>cartas de opción</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="31"/>
        <source>number of option cards</source>
        <translation>número de cartas de opción</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="32"/>
        <source>uses left</source>
        <translation>usos restantes</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="33"/>
        <source>locked registers</source>
        <translation>registros bloqueados</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="34"/>
        <source>cards to program from next turn</source>
        <translation>cartas para programar el próximo turno</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="35"/>
        <source>finishing place</source>
        <translation>puesto final</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="36"/>
        <source>upgrades</source>
        <translation>mejoras</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="37"/>
        <source>damage cards taken</source>
        <translation>cartas de daño recibidas</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="38"/>
        <source>SPAM cards taken</source>
        <translation>cartas SPAM recibidas</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="39"/>
        <source>Trojan Horse cards taken</source>
        <translation>cartas Caballo de Troya recibidas</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="40"/>
        <source>Worm cards taken</source>
        <translation>cartas Gusano recibidas</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="41"/>
        <source>Virus cards taken</source>
        <translation>cartas Virus recibidas</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="42"/>
        <source>program</source>
        <translation>programa</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="43"/>
        <source>hand dealt for programming</source>
        <translation>mano robada para programar</translation>
    </message>
    <message>
        <source>hand</source>
        <translation type="vanished">mano</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="44"/>
        <source>top of the draw pile</source>
        <translation>carta superior del mazo</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="45"/>
        <source>draw pile</source>
        <translation>mazo de robo</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="46"/>
        <source>discard pile</source>
        <translation>pila de descarte</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="47"/>
        <source>robot</source>
        <translation>robot</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="48"/>
        <source>moment</source>
        <translation>momento</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="49"/>
        <source>winner</source>
        <translation>ganador</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="50"/>
        <source>shop</source>
        <translation>tienda</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="51"/>
        <source>upgrade discard pile</source>
        <translation>pila de descarte de mejoras</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="52"/>
        <source>damage piles</source>
        <translation>mazos de daño</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="53"/>
        <source>SPAM pile</source>
        <translation>mazo de SPAM</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="54"/>
        <source>Trojan Horse pile</source>
        <translation>mazo de Caballo de Troya</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="55"/>
        <source>Worm pile</source>
        <translation>mazo de Gusano</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="56"/>
        <source>Virus pile</source>
        <translation>mazo de Virus</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="57"/>
        <source>option discard pile</source>
        <translation>pila de descarte de opciones</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="58"/>
        <source>energy spaces emptied</source>
        <translation>casillas de energía vaciadas</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="59"/>
        <source>face-down Haywires</source>
        <translation>cartas Haywire boca abajo</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="60"/>
        <source>damage cards kept in hand</source>
        <translation>cartas de daño guardadas en la mano</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="61"/>
        <source>shut down</source>
        <translation>apagarse</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="62"/>
        <source>damage cards drawn</source>
        <translation>cartas de daño robadas</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="63"/>
        <source>priority token</source>
        <translation>ficha de prioridad</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="64"/>
        <source>damage discard pile</source>
        <translation>pila de descarte de daño</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="65"/>
        <source>cards left in the damage deck</source>
        <translation>cartas que quedan en el mazo de daño</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="66"/>
        <source>upgrade collection</source>
        <translation>colección de mejoras</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="67"/>
        <source>cards on Memory Cards</source>
        <translation>cartas sobre Tarjetas de memoria</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="68"/>
        <source>top card of the draw pile face up</source>
        <translation>carta superior del mazo boca arriba</translation>
    </message>
    <message>
        <location filename="../core/sim/statefields.cpp" line="69"/>
        <source>top of the upgrade deck</source>
        <translation>parte superior del mazo de mejoras</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="29"/>
        <source>The floor layer is locked</source>
        <translation>La capa de suelo está bloqueada</translation>
    </message>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="40"/>
        <source>The devices layer is locked</source>
        <translation>La capa de dispositivos está bloqueada</translation>
    </message>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="47"/>
        <source>Choose a floor or device in the palette to fill with</source>
        <translation>Elija un suelo o dispositivo de la paleta para rellenar</translation>
    </message>
    <message>
        <location filename="../editor/tools/levelguard.cpp" line="103"/>
        <source>Nothing changed: the edit would touch the locked level (%1)</source>
        <translation>Nada cambiado: la edición tocaría el nivel bloqueado (%1)</translation>
    </message>
    <message>
        <location filename="../editor/tools/levelguard.cpp" line="112"/>
        <source>The locked level (%1) was left unchanged</source>
        <translation>El nivel bloqueado (%1) quedó sin cambios</translation>
    </message>
</context>
<context>
    <name>TraceNotes</name>
    <message>
        <location filename="../core/game/event.cpp" line="22"/>
        <source>%1 moves %2 to %3</source>
        <translation>%1 se mueve hacia el %2 hasta %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="23"/>
        <source>%1 turns to face %2</source>
        <translation>%1 gira hacia el %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="24"/>
        <source>%1 is stopped by a wall leaving %2 towards %3</source>
        <translation>%1 se detiene ante un muro al salir de %2 hacia el %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="25"/>
        <source>%1 is stopped by a ledge (from the lower level it acts as a wall) leaving %2 towards %3</source>
        <translation>%1 se detiene ante un desnivel (desde el nivel inferior actúa como un muro) al salir de %2 hacia el %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="26"/>
        <source>%1 is pushed %2 to %3 by %4 (keeps its facing)</source>
        <translation>%1 es empujado hacia el %2 hasta %3 por %4 (conserva su orientación)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="27"/>
        <source>%1 cannot push %2: the chain is blocked; the rest of the card is lost</source>
        <translation>%1 no puede empujar a %2: la fila de robots está bloqueada; se pierde el resto de la carta</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="28"/>
        <source>%1 plays nothing</source>
        <translation>%1 no juega nada</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="29"/>
        <source>%1 is powered down</source>
        <translation>%1 está desconectado</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="30"/>
        <source>%1 falls into the pit at %2</source>
        <translation>%1 cae en el agujero de %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="31"/>
        <source>%1 falls into the drain at %2</source>
        <translation>%1 cae en el desagüe de %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="32"/>
        <source>%1 leaves the board at %2</source>
        <translation>%1 sale del tablero en %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="33"/>
        <source>%1 falls through the open trap door at %2</source>
        <translation>%1 cae por la trampilla abierta de %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="34"/>
        <source>%1 is crushed at %2</source>
        <translation>%1 es aplastado en %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="35"/>
        <source>%1 is destroyed by its 10th damage</source>
        <translation>%1 es destruido por su décimo impacto</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="36"/>
        <source>%1 drops from the upper level to %2 and takes 2 damage</source>
        <translation>%1 cae del nivel superior a %2 y recibe 2 impactos</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="37"/>
        <source>%1 stopped on a ramp it was climbing and rolls back %2</source>
        <translation>%1 se detuvo a mitad de una rampa de subida y rueda de vuelta hacia el %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="38"/>
        <source>%1 enters a portal and continues from its partner at %2</source>
        <translation>%1 entra en un portal y continúa desde su pareja en %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="39"/>
        <source>%1 enters a portal whose partner at %2 is occupied: it does nothing</source>
        <translation>%1 entra en un portal cuya pareja en %2 está ocupada: no hace nada</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="40"/>
        <source>%1 teleports %2 squares %3 to %4</source>
        <translation>%1 se teletransporta %2 cuadros hacia el %3 hasta %4</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="41"/>
        <source>%1&apos;s teleporter arrival %2 is occupied or not flat: it moves normally</source>
        <translation>El cuadro de llegada %2 del teletransportador de %1 está ocupado o no es llano: se mueve con normalidad</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="42"/>
        <source>%1 slides on the oil at %2 towards %3</source>
        <translation>%1 resbala en el aceite de %2 hacia el %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="43"/>
        <source>%1 starts on oil: the first square is lost</source>
        <translation>%1 empieza sobre aceite: pierde el primer cuadro</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="44"/>
        <source>%1 starts in water: the first square is lost</source>
        <translation>%1 empieza en el agua: pierde el primer cuadro</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="45"/>
        <source>%1 was pushed by %2 into a repulsor field and is pushed back %3 squares %4; %2 loses the rest of its card</source>
        <translation>%1, empujado por %2 contra un campo repulsor, es rechazado %3 cuadro(s) hacia el %4; %2 pierde el resto de su carta</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="46"/>
        <source>%1 runs into a repulsor field and is pushed back %2 squares %3; the rest of the card is lost</source>
        <translation>%1 choca con un campo repulsor y es rechazado %2 cuadro(s) hacia el %3; se pierde el resto de la carta</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="47"/>
        <source>%1 is burnt by the active flamer at %2 (1 damage)</source>
        <translation>%1 se quema con el lanzallamas activo de %2 (1 impacto)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="48"/>
        <source>%1 is carried %2 to %3</source>
        <translation>%1 es transportado hacia el %2 hasta %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="49"/>
        <source>%1 is turned by the belt curve at %2 (now facing %3)</source>
        <translation>%1 gira con la curva de la rampa en %2 (ahora orientado al %3)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="50"/>
        <source>%1 and %2 would both end on %3: neither moves</source>
        <translation>%1 y %2 acabarían ambos en %3: ninguno se mueve</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="51"/>
        <source>%1 and %2 would swap squares: neither moves</source>
        <translation>%1 y %2 intercambiarían sus cuadros: ninguno se mueve</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="52"/>
        <source>%1 stays on its belt: %2 holds %3 and is not leaving it</source>
        <translation>%1 se queda en su rampa: %2 ocupa %3 y no sale de allí</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="53"/>
        <source>%1&apos;s belt runs into a wall at %2: it does not move</source>
        <translation>La rampa de %1 choca con un muro en %2: el robot no se mueve</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="54"/>
        <source>%1 is carried by the current %2 to %3</source>
        <translation>%1 es arrastrado por la corriente hacia el %2 hasta %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="55"/>
        <source>the pusher at %1 pushes %2 %3</source>
        <translation>el empujador de %1 empuja a %2 hacia el %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="56"/>
        <source>the pusher at %1 is not active in this register</source>
        <translation>el empujador de %1 no está activo en este registro</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="57"/>
        <source>%1 is turned by the gear at %2 (now facing %3)</source>
        <translation>%1 gira con el rotor de %2 (ahora orientado al %3)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="58"/>
        <source>the crusher at %1 is not active</source>
        <translation>la prensa de %1 no está activa</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="59"/>
        <source>%1 is hit by a board laser at %2 (%n beam(s))</source>
        <translation>
            <numerusform>%1 recibe el disparo de un láser del tablero en %2 (%n rayo)</numerusform>
            <numerusform>%1 recibe el disparo de un láser del tablero en %2 (%n rayos)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="60"/>
        <source>%1 is shot by %2 at %3 (%4 damage)</source>
        <translation>%1 recibe un disparo de %2 en %3 (%4 impactos)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="61"/>
        <source>%1 is shot by %2 at %3</source>
        <translation>%1 recibe un disparo de %2 en %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="62"/>
        <source>%1 ends the register on acid: 1 damage</source>
        <translation>%1 termina el registro sobre ácido: 1 impacto</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="63"/>
        <source>%1 ends the register on fire: 2 damage</source>
        <translation>%1 termina el registro sobre fuego: 2 impactos</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="64"/>
        <source>%1 ends register 5 on radiation: 1 damage</source>
        <translation>%1 termina el registro 5 sobre radiación: 1 impacto</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="65"/>
        <source>%1 ends the register on radioactive waste: 1 damage</source>
        <translation>%1 termina el registro sobre residuos radiactivos: 1 impacto</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="66"/>
        <source>%1 ends the register on an active flamer: 1 damage</source>
        <translation>%1 termina el registro sobre un lanzallamas activo: 1 impacto</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="67"/>
        <source>%1 touches %2: archive marker moved there</source>
        <translation>%1 toca %2: el punto de reaparición pasa allí</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="68"/>
        <source>%1 takes flag %2</source>
        <translation>%1 consigue la bandera %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="69"/>
        <source>%1 touches flag %2 out of order: it does not count</source>
        <translation>%1 toca la bandera %2 fuera de orden: no cuenta</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="70"/>
        <source>%1 has taken the last flag and WINS</source>
        <translation>%1 ha conseguido la última bandera y GANA</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="71"/>
        <source>%1 is repaired %2 damage</source>
        <translation>%1 repara %2 impacto(s)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="72"/>
        <source>%1 draws the option card %2</source>
        <translation>%1 roba la carta de opción %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="73"/>
        <source>%1&apos;s register %2 is locked and keeps %3</source>
        <translation>El registro %2 de %1 está bloqueado y conserva %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="74"/>
        <source>%1 is dealt %n cards</source>
        <translation>
            <numerusform>%1 recibe %n carta</numerusform>
            <numerusform>%1 recibe %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="75"/>
        <source>%1 has no program: %n register(s) filled at random from its cards</source>
        <translation>
            <numerusform>%1 no tiene programa: %n registro rellenado al azar con sus cartas</numerusform>
            <numerusform>%1 no tiene programa: %n registros rellenados al azar con sus cartas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="76"/>
        <source>%1&apos;s register %2 locked with no card to keep: gets %3 at random</source>
        <translation>El registro %2 de %1 se bloquea sin carta que conservar: recibe %3 al azar</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="77"/>
        <source>%1 stands on a randomizer: its card becomes %2</source>
        <translation>%1 está sobre un aleatorizador: su carta pasa a ser %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="78"/>
        <source>the trap door under %1 at %2 opens</source>
        <translation>la trampilla bajo %1 en %2 se abre</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="79"/>
        <source>%1 is powered down this turn: no cards, %2 damage repaired</source>
        <translation>%1 está desconectado este turno: no recibe cartas y repara %2 impacto(s)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="80"/>
        <source>%1 announces a power down for next turn</source>
        <translation>%1 anuncia una desconexión para el próximo turno</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="81"/>
        <source>%1 re-enters at %2 facing %3 with %4 damage</source>
        <translation>%1 reaparece en %2 orientado al %3 con %4 impacto(s)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="82"/>
        <source>%1&apos;s archive is taken: it re-enters at %2 instead</source>
        <translation>El punto de reaparición de %1 está ocupado: reaparece en %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="83"/>
        <source>%1 has no lives left: eliminated</source>
        <translation>%1 no tiene más vidas: eliminado</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="84"/>
        <source>%1 ends the register alone on its square: no longer virtual</source>
        <translation>%1 termina el registro solo en su cuadro: deja de ser virtual</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="85"/>
        <source>%1 passes through %2 (virtual)</source>
        <translation>%1 atraviesa a %2 (virtual)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="86"/>
        <source>%1 reveals %2</source>
        <translation>%1 revela %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="87"/>
        <source>%1 reboots on %2 facing %3: 2 SPAM cards, its remaining registers are cancelled</source>
        <translation>%1 se reinicia en %2 orientado al %3: 2 cartas SPAM; sus registros restantes se anulan</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="88"/>
        <source>%1 reboots on %2 facing %3 without SPAM (Firewall or the Reboot upgrade), its remaining registers are cancelled</source>
        <translation>%1 se reinicia en %2 mirando hacia %3 sin SPAM (Cortafuegos o la mejora Reinicio), sus registros restantes se cancelan</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="89"/>
        <source>%1 is pushed %2 off the reboot point to %3 by %4 rebooting</source>
        <translation>%1 es empujado hacia el %2, fuera del punto de reinicio, hasta %3 al reiniciarse %4</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="90"/>
        <source>%1 plays a damage card: the top card of its deck, %2, is played instead</source>
        <translation>%1 juega una carta de daño: en su lugar se juega la carta superior de su mazo, %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="91"/>
        <source>%1 plays Again: register %2 is repeated with %3</source>
        <translation>%1 juega Repetir: el registro %2 se repite con %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="92"/>
        <source>%1 powers up: %2 energy</source>
        <translation>%1 recarga energía (energía: %2)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="93"/>
        <source>%1 takes an energy cube at %2 (%3 energy)</source>
        <translation>%1 recoge un cubo de energía en %2 (energía: %3)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="94"/>
        <source>%1 shuffles its discard pile into a new deck (%2 cards)</source>
        <translation>%1 baraja su pila de descartes para formar un mazo nuevo (%2 cartas)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="95"/>
        <source>%1 does not own the programmed %2: register %3 stays empty</source>
        <translation>%1 no tiene la carta programada %2: el registro %3 queda vacío</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="96"/>
        <source>the option discard pile is shuffled into a new option deck (%1 cards)</source>
        <translation>la pila de descartes de opciones se baraja para formar un mazo de opciones nuevo (%1 cartas)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="97"/>
        <source>the option deck and its discard pile are empty: %1 draws nothing</source>
        <translation>el mazo de opciones y su pila de descartes están vacíos: %1 no roba nada</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="98"/>
        <source>%1 discards %2 (used up)</source>
        <translation>%1 descarta %2 (agotada)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="99"/>
        <source>%1 is destroyed and loses %2</source>
        <translation>%1 es destruido y pierde %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="100"/>
        <source>%1 discards %2 to cancel 1 damage</source>
        <translation>%1 descarta %2 para anular 1 impacto</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="101"/>
        <source>%1&apos;s Ablative Coat absorbs 1 damage (%2 left)</source>
        <translation>El Blindaje ablativo de %1 absorbe 1 impacto (quedan %2)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="102"/>
        <source>%1&apos;s Power-Down Shield cancels 1 damage from the %2 side</source>
        <translation>El Escudo de desconexión de %1 anula 1 impacto desde el lado %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="103"/>
        <source>%1 decides: %2 at %3</source>
        <translation>%1 decide: %2 contra %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="104"/>
        <source>%1 decides: %2</source>
        <translation>%1 decide: %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="105"/>
        <source>%1&apos;s decision (%2) is void: %3</source>
        <translation>La decisión de %1 (%2) es nula: %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="106"/>
        <source>%1&apos;s Abort Switch swaps register %2 for the top card: %3</source>
        <translation>Con el Interruptor de anulación, %1 cambia el registro %2 por la carta superior del mazo: %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="107"/>
        <source>%1 brakes: its move 1 moves 0 squares</source>
        <translation>%1 frena: su carta avanzar 1 lo mueve 0 cuadros</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="108"/>
        <source>%1 has %2 damage: its Circuit Breaker powers it down next turn</source>
        <translation>%1 tiene %2 impactos: su Disyuntor lo desconecta en el turno siguiente</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="109"/>
        <source>%1&apos;s Conditional Program puts %2 in register %3</source>
        <translation>El Programa condicional de %1 pone %2 en el registro %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="110"/>
        <source>%1&apos;s Conditional Program card %2 is not used: discarded</source>
        <translation>La carta %2 del Programa condicional de %1 no se usa: se descarta</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="111"/>
        <source>%1&apos;s Crab Legs step it %2 (facing unchanged)</source>
        <translation>Con las Patas de cangrejo, %1 da un paso hacia %2 (sin cambiar de orientación)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="112"/>
        <source>%1&apos;s Dual Processor: it moves %2 square(s), then turns</source>
        <translation>Procesador dual de %1: avanza %2 cuadro(s) y luego gira</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="113"/>
        <source>%1&apos;s Fire Control locks %2&apos;s register %3</source>
        <translation>El Control de tiro de %1 bloquea el registro %3 de %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="114"/>
        <source>%1&apos;s Fire Control destroys %2&apos;s %3</source>
        <translation>El Control de tiro de %1 destruye la carta %3 de %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="115"/>
        <source>%1 adds its Flywheel card %2 to its hand</source>
        <translation>%1 añade a su mano la carta %2 de su Volante de inercia</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="116"/>
        <source>%1 shifts into Fourth Gear: its move 3 moves 4 squares</source>
        <translation>%1 mete la Cuarta marcha: su avance 3 avanza 4 cuadros</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="117"/>
        <source>%1&apos;s Gyroscopic Stabilizer keeps it facing %2</source>
        <translation>El Estabilizador giroscópico de %1 lo mantiene orientado hacia %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="118"/>
        <source>%1&apos;s High-Power Laser passes the wall at %2</source>
        <translation>El Láser de alta potencia de %1 atraviesa el muro en %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="119"/>
        <source>%1&apos;s Mechanical Arm touches %2</source>
        <translation>El Brazo mecánico de %1 toca %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="120"/>
        <source>%1 is hit by %2&apos;s Mini Howitzer: 1 damage</source>
        <translation>%1 recibe un disparo del Mini obús de %2: 1 impacto</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="121"/>
        <source>%1 is moved %2 by %3&apos;s weapon</source>
        <translation>%1 es desplazado hacia el %2 por el arma de %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="122"/>
        <source>%1&apos;s Radio Control takes over %2 from register %3</source>
        <translation>El Control por radio de %1 toma el control de %2 desde el registro %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="123"/>
        <source>%1 is radio-controlled: it plays %2&apos;s %3</source>
        <translation>%1 está controlado por radio: juega la carta %3 de %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="124"/>
        <source>%1 is rammed by %2&apos;s Ramming Gear: 1 damage</source>
        <translation>%1 es embestido por el Espolón de %2: 1 impacto</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="125"/>
        <source>%1 is shot by %2&apos;s Rear-Firing Laser at %3</source>
        <translation>%1 recibe un disparo del Láser trasero de %2 en %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="126"/>
        <source>%1 recompiles: a new hand of %2 cards, 1 damage</source>
        <translation>%1 recompila: una mano nueva de %2 cartas, 1 impacto</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="127"/>
        <source>%1 uses Reverse Gear: its back up moves 2 squares</source>
        <translation>%1 usa la Marcha atrás: su retroceso retrocede 2 cuadros</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="128"/>
        <location filename="../core/game/event.cpp" line="173"/>
        <source>%1&apos;s register %2 is scrambled: it becomes %3</source>
        <translation>El registro %2 de %1 queda perturbado: pasa a ser %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="129"/>
        <source>%1&apos;s Superior Archive: it re-enters with no damage</source>
        <translation>Archivo superior de %1: reaparece sin impactos</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="130"/>
        <source>%1 scraps %2 at the chop shop</source>
        <translation>%1 desguaza %2 en el taller de mejoras</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="131"/>
        <source>%1 reloads an option at the chop shop (%2 uses)</source>
        <translation>%1 recarga una opción en el taller de mejoras (%2 usos)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="132"/>
        <source>%1&apos;s Extra Memory: one card more (%2 cards)</source>
        <translation>Memoria extra de %1: una carta más (%2 cartas)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="133"/>
        <source>the pusher at %1 would push %2 %3 into another push of this substep: neither moves</source>
        <translation>el empujador en %1 empujaría a %2 hacia %3 contra otro empuje de este subpaso: ninguno se mueve</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="134"/>
        <source>the scenario ends the turn after register %1: the registers after it are not played</source>
        <translation>el escenario termina el turno tras el registro %1: los registros siguientes no se juegan</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="135"/>
        <source>%1 has taken the last flag too: place %2</source>
        <translation>%1 también ha alcanzado la última bandera: puesto %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="136"/>
        <source>the pusher at %1 cannot push %2 %3: %4 is in front and does not leave its square</source>
        <translation>el empujador en %1 no puede empujar a %2 hacia %3: %4 está delante y no sale de su casilla</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="137"/>
        <source>%1&apos;s Mechanical Arm cannot touch flag %2 at %3: a wall is in the way</source>
        <translation>El Brazo mecánico de %1 no puede tocar la bandera %2 en %3: un muro se lo impide</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="138"/>
        <source>nothing was bought in the last upgrade phase: the %n card(s) of the shop are replaced</source>
        <translation>
            <numerusform>no se compró nada en la última fase de mejoras: se sustituye %n carta de la tienda</numerusform>
            <numerusform>no se compró nada en la última fase de mejoras: se sustituyen las %n cartas de la tienda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="139"/>
        <source>the shop is refilled with %n card(s)</source>
        <translation>
            <numerusform>la tienda se repone con %n carta</numerusform>
            <numerusform>la tienda se repone con %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="140"/>
        <source>the upgrade discard pile is shuffled into a new upgrade deck (%n card(s))</source>
        <translation>
            <numerusform>la pila de descartes de mejoras se baraja para formar un mazo de mejoras nuevo (%n carta)</numerusform>
            <numerusform>la pila de descartes de mejoras se baraja para formar un mazo de mejoras nuevo (%n cartas)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="141"/>
        <source>%1 buys %2 for %3 energy</source>
        <translation>%1 compra %2 por %3 de energía</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="142"/>
        <source>%1 puts %2 on the upgrade discard pile to make room</source>
        <translation>%1 pone %2 en la pila de descartes de mejoras para hacer sitio</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="143"/>
        <source>%1 uses Recharge: 3 energy (now %2)</source>
        <translation>%1 usa Recarga: 3 de energía (ahora %2)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="144"/>
        <source>%1 puts %2 into its discard pile</source>
        <translation>%1 pone %2 en su pila de descartes</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="145"/>
        <source>%1 takes a %2 card</source>
        <translation>%1 recibe una carta %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="146"/>
        <source>%1 must take a card from an empty pile and takes %2 instead</source>
        <translation>%1 debe tomar una carta de una pila vacía y toma %2 en su lugar</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="147"/>
        <source>%1 would take a damage card, but every damage pile is empty</source>
        <translation>%1 recibiría una carta de daño, pero todas las pilas de daño están vacías</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="148"/>
        <source>%1 plays a Worm: it reboots</source>
        <translation>%1 juega un Gusano: se reinicia</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="149"/>
        <source>%1 plays a Trojan Horse: it takes 2 SPAM</source>
        <translation>%1 juega un Troyano: recibe 2 SPAM</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="150"/>
        <source>%1 plays a Virus: %n robot(s) nearby take a Virus</source>
        <translation>
            <numerusform>%1 juega un Virus: %n robot cercano recibe un Virus</numerusform>
            <numerusform>%1 juega un Virus: %n robots cercanos reciben un Virus</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="151"/>
        <location filename="../core/game/event.cpp" line="187"/>
        <source>%1 plays %2</source>
        <translation>%1 juega %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="152"/>
        <source>%1&apos;s Spam Folder returns a SPAM card from its discard pile (%2 returned)</source>
        <translation>La Carpeta de spam de %1 devuelve una carta SPAM de su pila de descartes (%2 devueltas)</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="153"/>
        <source>%1&apos;s Spam Blocker returns %n SPAM card(s) from its hand and draws replacements</source>
        <translation>
            <numerusform>El Bloqueador de spam de %1 devuelve %n carta SPAM de su mano y roba otra en su lugar</numerusform>
            <numerusform>El Bloqueador de spam de %1 devuelve %n cartas SPAM de su mano y roba otras en su lugar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="154"/>
        <source>%1 uses %2: it moves first in this register</source>
        <translation>%1 usa %2: se mueve el primero en este registro</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="155"/>
        <source>%1 is shot by %2&apos;s Rail Gun at %3 (%4 SPAM)</source>
        <translation>%1 recibe un disparo del Cañón de riel de %2 en %3 (%4 SPAM)</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="156"/>
        <source>%1 draws its hand: %n card(s)</source>
        <translation>
            <numerusform>%1 roba su mano: %n carta</numerusform>
            <numerusform>%1 roba su mano: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="157"/>
        <source>%1 uses Boink: one square %2 without turning</source>
        <translation>%1 usa Boink: una casilla hacia %2 sin girar</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="158"/>
        <source>%1 uses Zoop: it now faces %2</source>
        <translation>%1 usa Zoop: ahora mira hacia %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="159"/>
        <source>%1 uses Brakes: its move 1 moves 0 squares</source>
        <translation>%1 usa Frenos: su avance 1 avanza 0 casillas</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="160"/>
        <source>%1 uses Crab Legs: it steps %2 on its way (facing unchanged)</source>
        <translation>%1 usa Patas de cangrejo: se desplaza hacia %2 por el camino (sin cambiar de orientación)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="161"/>
        <source>%1 uses Teleporter for 1 energy: %2 squares %3 to %4, ignoring what lies between</source>
        <translation>%1 usa Teletransportador por 1 de energía: %2 casillas hacia %3 hasta %4, sin tener en cuenta lo que hay entre medias</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="162"/>
        <source>%1 and %2 swap squares</source>
        <translation>%1 y %2 intercambian sus casillas</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="163"/>
        <source>%1 hovers over the pit at %2</source>
        <translation>%1 flota sobre el foso en %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="164"/>
        <source>%1 uses Hack: it plays %2 once more</source>
        <translation>%1 usa Hackeo: juega %2 una vez más</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="165"/>
        <source>%1 uses Reboot: it reboots without SPAM and its card does not act</source>
        <translation>%1 usa Reinicio: se reinicia sin SPAM y su carta no actúa</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="166"/>
        <source>%1 uses Refresh: its card becomes %2</source>
        <translation>%1 usa Actualizar: su carta pasa a ser %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="167"/>
        <source>%1 pushes %2 %3 with Side Arms</source>
        <translation>%1 empuja a %2 hacia %3 con Brazos laterales</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="168"/>
        <source>%1 keeps %n card(s) on top of its draw pile (Cache Memory)</source>
        <translation>
            <numerusform>%1 deja %n carta encima de su mazo de robo (Memoria caché)</numerusform>
            <numerusform>%1 deja %n cartas encima de su mazo de robo (Memoria caché)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="169"/>
        <source>%1 uses Memory Swap: it draws 3 cards and puts 3 back on its draw pile</source>
        <translation>%1 usa Intercambio de memoria: roba 3 cartas y devuelve 3 a su mazo de robo</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="170"/>
        <source>%1 uses Defrag Gizmo: %2 goes back to its pile and a card is drawn</source>
        <translation>%1 usa Desfragmentador: %2 vuelve a su pila y se roba una carta</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="171"/>
        <source>%1 is pushed by %2 and takes a %3 card</source>
        <translation>%1 es empujado por %2 y recibe una carta %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="172"/>
        <source>%1 gives Modular Chassis to %2 and takes %3</source>
        <translation>%1 da el Chasis modular a %2 y toma %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="174"/>
        <source>%1 raises Deflector Shield for 1 energy (%2 left): robot lasers do not hit it in this register</source>
        <translation>%1 activa el Escudo deflector por 1 de energía (quedan %2): los láseres de robot no le alcanzan en este registro</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="175"/>
        <source>%1&apos;s Deflector Shield stops the shot of %2</source>
        <translation>El Escudo deflector de %1 detiene el disparo de %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="176"/>
        <source>%1 is shot by %2 and takes a %3 card</source>
        <translation>%1 recibe un disparo de %2 y recibe una carta %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="177"/>
        <source>%1 is hit by %2&apos;s Mini Howitzer for 1 energy: 2 more SPAM, and it is pushed away</source>
        <translation>%1 es alcanzado por el Mini obús de %2 por 1 de energía: 2 SPAM más, y es empujado</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="178"/>
        <source>%1 lays %2 on its Flywheel for the next turn</source>
        <translation>%1 deja %2 en su Volante de inercia para el turno siguiente</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="179"/>
        <source>%1 lays %2 on its Conditional Program</source>
        <translation>%1 deja %2 en su Programa condicional</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="180"/>
        <source>the priority token passes to %1</source>
        <translation>la ficha de prioridad pasa a %1</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="181"/>
        <source>%1 takes the priority token from the next register on; it stays with %1 at the end of this round</source>
        <translation>%1 toma la ficha de prioridad a partir del siguiente registro; al final de esta ronda se queda con %1</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="182"/>
        <source>%1 draws %2 from the damage deck</source>
        <translation>%1 roba %2 del mazo de daño</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="183"/>
        <source>%1 puts %2 face down under register %3 for the next round</source>
        <translation>%1 pone %2 boca abajo bajo el registro %3 para la siguiente ronda</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="184"/>
        <source>%1 draws %2, but register %3 already holds a Haywire: it goes to the damage discard pile</source>
        <translation>%1 roba %2, pero el registro %3 ya tiene una carta Haywire: va a la pila de descarte de daño</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="185"/>
        <source>the damage discard pile is shuffled into a new damage deck (%1 cards)</source>
        <translation>la pila de descarte de daño se baraja en un nuevo mazo de daño (%1 cartas)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="186"/>
        <source>the damage deck and its discard pile are empty: %1 takes no more damage in this register</source>
        <translation>el mazo de daño y su pila de descarte están vacíos: %1 no recibe más daño en este registro</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="188"/>
        <source>%1 reboots: it leaves the board at %2, its registers are cancelled and it draws %3 damage cards</source>
        <translation>%1 se reinicia: sale del tablero en %2, sus registros se anulan y roba %3 cartas de daño</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="189"/>
        <source>%1 re-enters on the reboot token at %2 facing %3</source>
        <translation>%1 reaparece en la ficha de reinicio en %2 orientado al %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="190"/>
        <source>%1 shuts down for this round: its registers are emptied and its damage cards go to the damage discard pile</source>
        <translation>%1 se apaga durante esta ronda: sus registros se vacían y sus cartas de daño van a la pila de descarte de daño</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="191"/>
        <source>%1 keeps %n damage card(s) in its hand for the next round</source>
        <translation>
            <numerusform>%1 guarda %n carta de daño en la mano para la ronda siguiente</numerusform>
            <numerusform>%1 guarda %n cartas de daño en la mano para la ronda siguiente</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps %2 damage cards in its hand for the next round</source>
        <translation type="vanished">%1 se queda %2 cartas de daño en la mano para la siguiente ronda</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="192"/>
        <source>%1 plays Again in register 1: the top card of its deck, %2, is played instead</source>
        <translation>%1 juega Repetir en el registro 1: en su lugar se juega la carta superior de su mazo, %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="193"/>
        <source>%1 pays %2 energy to its Haywire and moves 2 squares forward per energy paid</source>
        <translation>%1 paga %2 de energía por su carta Haywire y avanza 2 casillas por cada energía pagada</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="194"/>
        <source>%1 removes %2 of its discard pile from the game</source>
        <translation>%1 retira del juego %2 de su pila de descarte</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="195"/>
        <source>%1 runs into a wall during its Haywire&apos;s move and draws a damage card</source>
        <translation>%1 choca contra un muro durante el movimiento de su carta Haywire y roba una carta de daño</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="196"/>
        <source>%1 turns up %2 from its draw pile and plays it as this register&apos;s card</source>
        <translation>%1 descubre %2 de su mazo y la juega como carta de este registro</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="197"/>
        <source>%1&apos;s laser deals 1 more damage to each robot it hits in this register</source>
        <translation>El láser de %1 inflige 1 daño más a cada robot que alcanza en este registro</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="198"/>
        <source>%1 gains 1 energy on the battery at %2 (%3 energy)</source>
        <translation>%1 gana 1 de energía en la batería de %2 (%3 de energía)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="199"/>
        <source>%1 pays 1 energy and draws %2 into its collection (%3 energy left)</source>
        <translation>%1 paga 1 de energía y roba %2 a su colección (le quedan %3 de energía)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="200"/>
        <source>%1 installs %2 from its collection for %3 energy</source>
        <translation>%1 instala %2 de su colección por %3 de energía</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="201"/>
        <source>%1 uninstalls %2: it goes to the upgrade discard pile</source>
        <translation>%1 desinstala %2: va a la pila de descarte de mejoras</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="202"/>
        <source>%1 is hit by %2&apos;s Mini Howitzer instead of its laser: 2 damage cards, then a push</source>
        <translation>%1 recibe el impacto del Mini obús de %2 en lugar del láser: 2 cartas de daño y luego un empujón</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="203"/>
        <source>%1 is moved to the reboot token at %2 by %3&apos;s Displacing Blast</source>
        <translation>%1 es llevado a la ficha de reinicio en %2 por la Disparo desplazador de %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="204"/>
        <source>%1 pays 1 energy for its Deflector Shield (%2 left): no laser or weapon damage reaches it in this register</source>
        <translation>%1 paga 1 de energía por su Escudo deflector (le quedan %2): en este registro no le alcanza daño de láser ni de armas</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="205"/>
        <source>%1&apos;s Deflector Shield stops %n damage card(s)</source>
        <translation>
            <numerusform>El Escudo deflector de %1 detiene %n carta de daño</numerusform>
            <numerusform>El Escudo deflector de %1 detiene %n cartas de daño</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="206"/>
        <source>%1 made a U-turn in this register: with Laser Kata its laser fires in all four directions</source>
        <translation>%1 dio media vuelta en este registro: con Kata láser su láser dispara en las cuatro direcciones</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="207"/>
        <source>%1 is shot by %2&apos;s Rail Gun at %3 (%4 damage)</source>
        <translation>%1 recibe el disparo del Cañón de riel de %2 en %3 (%4 de daño)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="208"/>
        <source>%1 plays Again after a damage card: the top card of its deck, %2, is played instead</source>
        <translation>%1 juega Repetir tras una carta de daño: en su lugar se juega la carta superior de su mazo, %2</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="209"/>
        <source>%1 re-enters from its archive, at %2 facing %3</source>
        <translation>%1 reaparece desde su punto de reaparición, en %2 orientado al %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="210"/>
        <source>%1 runs into %2&apos;s spikes: 1 damage</source>
        <translation>%1 choca contra los pinchos de %2: 1 impacto</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="211"/>
        <source>%1 is pierced by %2&apos;s Piercing Drill: 1 damage</source>
        <translation>%1 es perforado por el Taladro perforador de %2: 1 impacto</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="212"/>
        <source>%1&apos;s Lucky Booster turns up %2 in the damage deck</source>
        <translation>Con el Potenciador de la suerte, %1 descubre %2 en el mazo de daño</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="213"/>
        <source>%1 reveals a SPAM: with Chaos Theory it gains 1 energy (%2 energy)</source>
        <translation>%1 revela un SPAM: con Teoría del caos gana 1 de energía (%2 de energía)</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="214"/>
        <source>%1&apos;s Spam Filter turns the top card of its draw pile face up: %2</source>
        <translation>El Filtro de spam de %1 pone boca arriba la carta superior de su mazo: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="215"/>
        <source>%1 puts %n card(s) of its hand on Memory Cards</source>
        <translation>
            <numerusform>%1 pone %n carta de su mano sobre Tarjetas de memoria</numerusform>
            <numerusform>%1 pone %n cartas de su mano sobre Tarjetas de memoria</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="216"/>
        <source>%1 takes %n card(s) from Memory Cards into its hand</source>
        <translation>
            <numerusform>%1 toma %n carta de Tarjetas de memoria en la mano</numerusform>
            <numerusform>%1 toma %n cartas de Tarjetas de memoria en la mano</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="217"/>
        <source>%1&apos;s Self-Diagnostics removes %2 from the game</source>
        <translation>Con el Autodiagnóstico, %1 retira %2 del juego</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="218"/>
        <source>%1 uses Re-Initialize: %2 takes the priority token (from the next register, or from register 1 before the registers)</source>
        <translation>%1 usa Reinicializar: %2 toma la ficha de prioridad (a partir del siguiente registro, o del registro 1 si es antes de los registros)</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="219"/>
        <source>%1 uses Rewire: %n face-down Haywire(s) go to its hand, to be programmed this round</source>
        <translation>
            <numerusform>%1 usa Recablear: %n carta Haywire boca abajo pasa a su mano y debe programarse en esta ronda</numerusform>
            <numerusform>%1 usa Recablear: %n cartas Haywire boca abajo pasan a su mano y deben programarse en esta ronda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/game/event.cpp" line="220"/>
        <source>%1 uses Calibration Protocol: %n damage card(s) of its hand go to the damage discard pile, and it draws as many</source>
        <translation>
            <numerusform>%1 usa Protocolo de calibración: %n carta de daño de su mano va a la pila de descarte de daño y roba otras tantas</numerusform>
            <numerusform>%1 usa Protocolo de calibración: %n cartas de daño de su mano van a la pila de descarte de daño y roba otras tantas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="221"/>
        <source>%1 must program %2, taken by Rewire: it goes into register %3</source>
        <translation>%1 debe programar %2, tomada con Recablear: va al registro %3</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="229"/>
        <source>the robot does not hold that option</source>
        <translation>el robot no tiene esa opción</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="230"/>
        <source>the option does not act now or with this card</source>
        <translation>la opción no actúa ahora o no con esta carta</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="231"/>
        <source>the target is not the robot the laser hits</source>
        <translation>el objetivo no es el robot al que alcanza el láser</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="232"/>
        <source>the target is on a neighbouring square</source>
        <translation>el objetivo está en un cuadro vecino</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="233"/>
        <source>not in register 5</source>
        <translation>no en el registro 5</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="234"/>
        <source>the register is locked</source>
        <translation>el registro está bloqueado</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="235"/>
        <source>powered down</source>
        <translation>desconectado</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="236"/>
        <source>not on a square that allows it</source>
        <translation>no está en un cuadro que lo permita</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="237"/>
        <source>already used</source>
        <translation>ya usada</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="238"/>
        <source>nothing to use it on</source>
        <translation>nada sobre lo que usarla</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="239"/>
        <source>the card is not in the shop</source>
        <translation>la carta no está en la tienda</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="240"/>
        <source>not enough energy</source>
        <translation>no hay suficiente energía</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="241"/>
        <source>no damage point that it could cancel came in this register</source>
        <translation>en este registro no llegó ningún impacto que pudiera anular</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="242"/>
        <source>its moment never came in this register</source>
        <translation>su momento nunca llegó en este registro</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="243"/>
        <source>3 upgrades of that kind are installed already</source>
        <translation>ya hay 3 mejoras de ese tipo instaladas</translation>
    </message>
    <message>
        <location filename="../core/game/event.cpp" line="244"/>
        <source>the upgrade deck and its discard pile are empty</source>
        <translation>el mazo de mejoras y su pila de descarte están vacíos</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="19"/>
        <source>discard %1</source>
        <translation>descartar %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="21"/>
        <source>chop shop: scrap %1</source>
        <translation>taller de mejoras: desguazar %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="23"/>
        <source>chop shop: reload %1</source>
        <translation>taller de mejoras: recargar %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="25"/>
        <source>draw an option</source>
        <translation>robar una opción</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="26"/>
        <source>lose %1</source>
        <translation>perder %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="28"/>
        <source>buy %1</source>
        <translation>comprar %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="30"/>
        <source>take %1 from another pile</source>
        <translation>tomar %1 de otra pila</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="32"/>
        <source>play the routine as %1</source>
        <translation>jugar la rutina como %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="34"/>
        <source>lay a card on %1</source>
        <translation>dejar una carta en %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="35"/>
        <source>shut down</source>
        <translation>apagarse</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="36"/>
        <source>choose the facing at re-entry</source>
        <translation>elegir la orientación al reaparecer</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="38"/>
        <source>choose the turn of the Haywire</source>
        <translation>elegir el giro de la carta Haywire</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="39"/>
        <source>choose the facing of the Haywire</source>
        <translation>elegir la orientación de la carta Haywire</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="41"/>
        <source>choose the energy paid for the Haywire</source>
        <translation>elegir la energía pagada por la carta Haywire</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="43"/>
        <source>choose the side of the Haywire</source>
        <translation>elegir el lado de la carta Haywire</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="44"/>
        <source>choose %1 as the card the Haywire removes</source>
        <translation>elegir %1 como la carta que retira la carta Haywire</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="46"/>
        <source>choose the order of the Haywire&apos;s cards</source>
        <translation>elegir el orden de las cartas de la carta Haywire</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="48"/>
        <source>draw an upgrade</source>
        <translation>robar una mejora</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="50"/>
        <source>install %1</source>
        <translation>instalar %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="51"/>
        <source>uninstall %1</source>
        <translation>desinstalar %1</translation>
    </message>
    <message>
        <location filename="../core/game/decisionuse.cpp" line="52"/>
        <source>choose %1 as the upgrade the Haywire installs</source>
        <translation>elegir %1 como la mejora que instala la Haywire</translation>
    </message>
</context>
<context>
    <name>TransformSelectionCommand</name>
    <message>
        <location filename="../editor/commands/selectioncommands.cpp" line="19"/>
        <source>Mirror selection</source>
        <translation>Reflejar selección</translation>
    </message>
    <message>
        <location filename="../editor/commands/selectioncommands.cpp" line="21"/>
        <source>Rotate selection</source>
        <translation>Girar selección</translation>
    </message>
    <message>
        <location filename="../editor/commands/selectioncommands.cpp" line="22"/>
        <source>Move selection</source>
        <translation>Mover selección</translation>
    </message>
</context>
<context>
    <name>TranslationNotes</name>
    <message>
        <location filename="../core/rules/translate.cpp" line="281"/>
        <source>&apos;%2&apos; has no %3 counterpart: the register is empty</source>
        <translation>«%2» no tiene equivalente en las reglas «%3»: el registro queda vacío</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="282"/>
        <source>every %2 card of this kind is in use: the register is empty</source>
        <translation>todas las cartas de este tipo de las reglas «%2» están en uso: el registro queda vacío</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="283"/>
        <source>power down</source>
        <translation>desconexión</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="283"/>
        <source>the %1 rules have no power down: ignored</source>
        <translation>las reglas «%1» no tienen desconexión: se ignora</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="284"/>
        <source>powered down</source>
        <translation>desconectado</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="284"/>
        <source>the %1 rules have no power down: the robot plays</source>
        <translation>las reglas «%1» no tienen desconexión: el robot juega</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="285"/>
        <source>%1 damage</source>
        <translation>%1 impactos</translation>
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
        <translation>cada impacto se convierte en una carta SPAM en el mazo del robot</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="286"/>
        <source>deck and discard pile</source>
        <translation>mazo y pila de descartes</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="286"/>
        <source>%1 robots have no own deck: ignored</source>
        <translation>los robots de las reglas «%1» no tienen mazo propio: se ignora</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="287"/>
        <source>%1 energy</source>
        <translation>energía: %1</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="287"/>
        <source>the %2 rules have no energy: ignored</source>
        <translation>las reglas «%2» no tienen energía: se ignora</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="288"/>
        <location filename="../core/rules/translate.cpp" line="289"/>
        <source>%2 damage</source>
        <translation>%2 impactos</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="288"/>
        <source>each SPAM card becomes a damage point</source>
        <translation>cada carta SPAM se convierte en un impacto</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="289"/>
        <source>SPAM cards become damage points, at most 9</source>
        <translation>las cartas SPAM se convierten en impactos, como máximo 9</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="290"/>
        <source>what-if after substep %1</source>
        <translation>hipótesis tras el subpaso %1</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="290"/>
        <source>the other edition plays other substeps: dropped</source>
        <translation>la otra edición juega otros subpasos: se descarta</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="291"/>
        <source>%1 face down</source>
        <translation>%1 boca abajo</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="291"/>
        <source>the %2 rules have no Haywires: removed</source>
        <translation>las reglas «%2» no tienen Haywires: se quita</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="292"/>
        <source>%1 as a second card</source>
        <translation>%1 como segunda carta</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="292"/>
        <source>the %2 rules play one card per register: dropped</source>
        <translation>las reglas «%2» juegan una carta por registro: se descarta</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="293"/>
        <source>rebooting</source>
        <translation>reiniciándose</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="293"/>
        <source>the %1 rules do not reboot over rounds: the robot starts on its square</source>
        <translation>las reglas «%1» no reinician de una ronda a otra: el robot empieza en su casilla</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="294"/>
        <source>priority token</source>
        <translation>ficha de prioridad</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="294"/>
        <source>the %1 rules have no priority token: ignored</source>
        <translation>las reglas «%1» no tienen ficha de prioridad: se ignora</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="295"/>
        <source>damage deck and damage discard pile</source>
        <translation>mazo de daño y pila de descarte de daño</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="295"/>
        <source>the %1 rules have no shared damage deck: ignored</source>
        <translation>las reglas «%1» no tienen un mazo de daño común: se ignora</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="296"/>
        <source>upgrades installed: %1</source>
        <translation>mejoras instaladas: %1</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="296"/>
        <source>the %2 upgrades are other cards: removed</source>
        <translation>las mejoras de las reglas «%2» son otras cartas: se quitan</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="297"/>
        <source>upgrades in the collection: %1</source>
        <translation>mejoras en la colección: %1</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="297"/>
        <source>the %2 rules have no upgrade collection: removed</source>
        <translation>las reglas «%2» no tienen colección de mejoras: se quitan</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="298"/>
        <source>upgrade deck and discard pile</source>
        <translation>mazo de mejoras y pila de descarte</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="298"/>
        <source>the %1 upgrades are other cards: ignored</source>
        <translation>las mejoras de las reglas «%1» son otras cartas: se ignoran</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="299"/>
        <source>decision</source>
        <translation>decisión</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="299"/>
        <source>the %1 rules have no such decision: dropped</source>
        <translation>las reglas «%1» no tienen esa decisión: se descarta</translation>
    </message>
    <message>
        <location filename="../core/rules/translate.cpp" line="300"/>
        <source>the %2 rules do not allow it in this register: the register is empty</source>
        <translation>las reglas «%2» no la permiten en este registro: el registro queda vacío</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../editor/app/application.cpp" line="15"/>
        <source>Board and scenario editor for RoboRally-style factory race games</source>
        <translation>Editor de tableros y escenarios para juegos de carreras en fábricas al estilo de RoboRally</translation>
    </message>
    <message>
        <location filename="../editor/app/application.cpp" line="18"/>
        <source>User interface language (en, es, fr, de).</source>
        <translation>Idioma de la interfaz (en, es, fr, de).</translation>
    </message>
    <message>
        <location filename="../editor/app/application.cpp" line="20"/>
        <source>Boards, courses or scenarios to open.</source>
        <translation>Tableros, circuitos o escenarios que abrir.</translation>
    </message>
</context>
<context>
    <name>rf::debugger::AnalysisController</name>
    <message>
        <location filename="../editor/debugger/analysiscontroller.cpp" line="26"/>
        <source>Heat Map of &amp;Deaths</source>
        <translation>Mapa de calor de &amp;muertes</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysiscontroller.cpp" line="27"/>
        <source>Heat Map of &amp;Visits</source>
        <translation>Mapa de calor de &amp;visitas</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysiscontroller.cpp" line="28"/>
        <source>&amp;Hide Heat Map</source>
        <translation>&amp;Ocultar mapa de calor</translation>
    </message>
</context>
<context>
    <name>rf::debugger::AnalysisDialog</name>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="34"/>
        <source>Course Analysis</source>
        <translation>Análisis del circuito</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="59"/>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="61"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="81"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="171"/>
        <source>The analysis failed: %1</source>
        <translation>El análisis ha fallado: %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="43"/>
        <source>One on every start (at most 8)</source>
        <translation>Uno en cada salida (como mucho 8)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="53"/>
        <source>&amp;Robots play:</source>
        <translation>&amp;Los robots juegan:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="54"/>
        <source>Robots per &amp;game:</source>
        <translation>Robots por &amp;partida:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="55"/>
        <source>G&amp;ames:</source>
        <translation>P&amp;artidas:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="56"/>
        <source>&amp;Seed:</source>
        <translation>&amp;Semilla:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="57"/>
        <source>&amp;Turns per game (at most):</source>
        <translation>&amp;Turnos por partida (como máximo):</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="63"/>
        <source>Robots start from the start markers. The heat maps appear on the board.</source>
        <translation>Los robots salen de las marcas de salida. Los mapas de calor aparecen en el tablero.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="70"/>
        <source>Re&amp;play Game</source>
        <translation>Re&amp;producir partida</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="71"/>
        <source>Open this game of the analysis in the debugger: the same robots, seed and programs.</source>
        <translation>Abrir esta partida del análisis en el depurador: los mismos robots, semilla y programas.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="75"/>
        <source>Game:</source>
        <translation>Partida:</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisdialog.cpp" line="152"/>
        <source>Playing %n game(s)...</source>
        <translation>
            <numerusform>Jugando %n partida...</numerusform>
            <numerusform>Jugando %n partidas...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisdialog.cpp" line="153"/>
        <source>Preparing the planners&apos; map of the course, then playing %n game(s)...</source>
        <translation>
            <numerusform>Preparando el mapa del recorrido para los planificadores; luego se juega %n partida...</numerusform>
            <numerusform>Preparando el mapa del recorrido para los planificadores; luego se juegan %n partidas...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="175"/>
        <source>Click a game number to replay that game in the debugger.</source>
        <translation>Haga clic en un número de partida para reproducirla en el depurador.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="197"/>
        <source>There is no game %1: the analysis played games 1 to %2.</source>
        <translation>No existe la partida %1: el análisis jugó las partidas 1 a %2.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="205"/>
        <source>Game %1 cannot be replayed: %2</source>
        <translation>No se puede reproducir la partida %1: %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisdialog.cpp" line="211"/>
        <source>Analysis game %1</source>
        <translation>Partida de análisis %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisdialog.cpp" line="212"/>
        <source>Game %1 of a course analysis (%2, seed %3, at most %n turn(s)): the robots on their start markers, the game&apos;s seed and, for planning robots, the programs they chose as what-ifs after each deal.</source>
        <translation>
            <numerusform>Partida %1 de un análisis del recorrido (%2, semilla %3, como máximo %n turno): los robots en sus marcas de salida, la semilla de la partida y, para los robots que planifican, los programas que eligieron como hipótesis tras cada reparto.</numerusform>
            <numerusform>Partida %1 de un análisis del recorrido (%2, semilla %3, como máximo %n turnos): los robots en sus marcas de salida, la semilla de la partida y, para los robots que planifican, los programas que eligieron como hipótesis tras cada reparto.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::debugger::AnalysisReport</name>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="30"/>
        <source>Random programs</source>
        <translation>Programas al azar</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="31"/>
        <source>Novice (plans greedily, slips now and then)</source>
        <translation>Novato (planifica con avidez, se equivoca de vez en cuando)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="32"/>
        <source>Expert (plans whole programs)</source>
        <translation>Experto (planifica programas completos)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="40"/>
        <source>pit</source>
        <translation>foso</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="41"/>
        <source>board edge</source>
        <translation>borde del tablero</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="42"/>
        <source>drain</source>
        <translation>desagüe</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="43"/>
        <source>trap door</source>
        <translation>trampilla</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="44"/>
        <source>crusher</source>
        <translation>prensa</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="45"/>
        <source>laser</source>
        <translation>láser</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="46"/>
        <source>flamer</source>
        <translation>lanzallamas</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="47"/>
        <source>fire</source>
        <translation>fuego</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="48"/>
        <source>acid</source>
        <translation>ácido</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="49"/>
        <source>radiation</source>
        <translation>radiación</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="50"/>
        <source>ramming</source>
        <translation>embestida</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="51"/>
        <source>ledge drop</source>
        <translation>caída de un saliente</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="52"/>
        <source>other damage</source>
        <translation>otro daño</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisreport.cpp" line="60"/>
        <source>Cancelled after %n game(s): the figures cover the games played.</source>
        <translation>
            <numerusform>Cancelado tras %n partida: las cifras cubren las partidas jugadas.</numerusform>
            <numerusform>Cancelado tras %n partidas: las cifras cubren las partidas jugadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisreport.cpp" line="61"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
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
        <translation>Robots: %1.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="64"/>
        <source>They do not plan: the figures show where careless robots fail, not how long a race takes.</source>
        <translation>No planifican: las cifras muestran dónde fallan los robots descuidados, no cuánto dura una carrera.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="67"/>
        <source>The heat maps on the board have a legend beside the board: the colour scale from one robot to the busiest square.</source>
        <translation>Los mapas de calor del tablero tienen una leyenda a su lado: la escala de colores desde un robot hasta la casilla más concurrida.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="73"/>
        <source>Finishing</source>
        <translation>Llegada</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisreport.cpp" line="74"/>
        <source>Robots that took the last checkpoint within %n turn(s): %1 (%2)</source>
        <translation>
            <numerusform>Robots que tomaron el último punto de control en %n turno: %1 (%2)</numerusform>
            <numerusform>Robots que tomaron el último punto de control en %n turnos: %1 (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="76"/>
        <source>Median turns to finish: %1</source>
        <translation>Mediana de turnos hasta la llegada: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/analysisreport.cpp" line="81"/>
        <source>within %n turn(s): %1</source>
        <translation>
            <numerusform>en %n turno: %1</numerusform>
            <numerusform>en %n turnos: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="85"/>
        <source>Games won: %1 (%2)</source>
        <translation>Partidas ganadas: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="87"/>
        <source>the winner&apos;s median: %1 turns</source>
        <translation>mediana del ganador: %1 turnos</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="94"/>
        <source>The course has no checkpoints.</source>
        <translation>El recorrido no tiene puntos de control.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="95"/>
        <source>Legs</source>
        <translation>Tramos</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="95"/>
        <source>Leg</source>
        <translation>Tramo</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="96"/>
        <source>Began</source>
        <translation>Empezaron</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="96"/>
        <source>Completed</source>
        <translation>Completaron</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="97"/>
        <source>Median turns</source>
        <translation>Mediana de turnos</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="97"/>
        <source>Destroyed on it</source>
        <translation>Destruidos en él</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="99"/>
        <source>start</source>
        <translation>salida</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="100"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="112"/>
        <source>Destroyed robots</source>
        <translation>Robots destruidos</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="113"/>
        <source>%1 destructions in %2 robot-turns: %3 per robot-turn</source>
        <translation>%1 destrucciones en %2 turnos de robot: %3 por turno de robot</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="117"/>
        <source>Destroyed by</source>
        <translation>Destruidos por</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="117"/>
        <source>Robots</source>
        <translation>Robots</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="118"/>
        <source>Per robot-turn</source>
        <translation>Por turno de robot</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="130"/>
        <source>The deadliest squares</source>
        <translation>Las casillas más mortíferas</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="131"/>
        <source>Square</source>
        <translation>Casilla</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="131"/>
        <source>Destroyed</source>
        <translation>Destruidos</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="131"/>
        <source>Mostly by</source>
        <translation>Sobre todo por</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="132"/>
        <source>First in game</source>
        <translation>Primero en la partida</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="135"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="143"/>
        <source>the fastest win: game %1</source>
        <translation>la victoria más rápida: partida %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="145"/>
        <source>the slowest win: game %1</source>
        <translation>la victoria más lenta: partida %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="147"/>
        <source>the most destructions: game %1</source>
        <translation>la mayor cantidad de destrucciones: partida %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/analysisreport.cpp" line="150"/>
        <source>Replay a game in the debugger</source>
        <translation>Reproducir una partida en el depurador</translation>
    </message>
</context>
<context>
    <name>rf::debugger::BreakpointsPanel</name>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="27"/>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="30"/>
        <source>On Substep Kind</source>
        <translation>Por tipo de subpaso</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="47"/>
        <source>When the Selected Robot Is Damaged</source>
        <translation>Cuando el robot seleccionado recibe un impacto</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="49"/>
        <source>When the Selected Robot Is Destroyed</source>
        <translation>Cuando el robot seleccionado es destruido</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="51"/>
        <source>When the Selected Robot Moves</source>
        <translation>Cuando el robot seleccionado se mueve</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="53"/>
        <source>When a Robot Enters the Cell X,Y of the Robot Panel</source>
        <translation>Cuando un robot entra en el cuadro X,Y del panel del robot</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="56"/>
        <source>At Decision Points (Any Robot)</source>
        <translation>En los puntos de decisión (cualquier robot)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="60"/>
        <source>At Decision Points of the Selected Robot</source>
        <translation>En los puntos de decisión del robot seleccionado</translation>
    </message>
    <message>
        <location filename="../editor/debugger/breakpointspanel.cpp" line="63"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
</context>
<context>
    <name>rf::debugger::CardList</name>
    <message>
        <location filename="../editor/debugger/debuggerdnd.cpp" line="20"/>
        <source>Drag a card onto a register</source>
        <translation>Arrastre una carta a un registro</translation>
    </message>
</context>
<context>
    <name>rf::debugger::CompareReasons</name>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="24"/>
        <source>no card</source>
        <translation>ninguna carta</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="39"/>
        <source>Play the &amp;Same Programs</source>
        <translation>Jugar los &amp;mismos programas</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="41"/>
        <source>Write the programs one ruling played into the scenario (an undoable edit), so that both rulings play the same cards</source>
        <translation>Escribir en el escenario los programas que jugó un fallo (se puede deshacer), para que ambos fallos jueguen las mismas cartas</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="78"/>
        <source>The rulings may part because the programs were dealt at random: each edition deals its own cards. %1&apos;s register %2 of turn %3 is %4 under %5 and %6 under %7. Play the same programs on both sides to see what the rules alone change.</source>
        <translation>Los fallos pueden diferir porque los programas se repartieron al azar: cada edición reparte sus propias cartas. El registro %2 de %1 en el turno %3 es %4 con %5 y %6 con %7. Juegue los mismos programas en ambos lados para ver lo que cambian solo las reglas.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="89"/>
        <source>Why, under %1:</source>
        <translation>Por qué, con %1:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="91"/>
        <source>&lt;p&gt;This ruling cannot play the scenario: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Esta interpretación no puede jugar el escenario: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="95"/>
        <source>&lt;p&gt;Nothing is compared: the other ruling cannot play the scenario.&lt;/p&gt;</source>
        <translation>&lt;p&gt;No se compara nada: la otra interpretación no puede jugar el escenario.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="100"/>
        <source>&lt;p&gt;The game is the same at the end of every phase, but %1 of %2 expectations hold here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La partida es igual al final de cada fase, pero aquí se cumplen %1 de %2 expectativas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="103"/>
        <source>&lt;p&gt;No difference: the rulings give the same game at the end of every phase.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sin diferencias: las interpretaciones dan la misma partida al final de cada fase.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No difference: the rulings give the same outcome at the end of every phase.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;Sin diferencia: los fallos dan el mismo resultado al final de cada fase.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparereasons.cpp" line="109"/>
        <source>&lt;p&gt;Nothing happens in this phase.&lt;/p&gt;</source>
        <translation>&lt;p&gt;No ocurre nada en esta fase.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::debugger::CompareWindow</name>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="45"/>
        <source>turn %1, %2</source>
        <translation>turno %1, %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="46"/>
        <source>turn %1, register %2, %3</source>
        <translation>turno %1, registro %2, %3</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="79"/>
        <source>Compare Rulings</source>
        <translation>Comparar resoluciones</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="108"/>
        <source>Previous Phase</source>
        <translation>Fase anterior</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="109"/>
        <source>Next Phase</source>
        <translation>Fase siguiente</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="110"/>
        <source>First Difference</source>
        <translation>Primera diferencia</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="112"/>
        <source>The end of each phase, on both boards</source>
        <translation>El final de cada fase, en ambos tableros</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/comparewindow.cpp" line="334"/>
        <source>Programs translated for %1: %n card(s) carried</source>
        <translation>
            <numerusform>Programas traducidos para %1: %n carta trasladada</numerusform>
            <numerusform>Programas traducidos para %1: %n cartas trasladadas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="335"/>
        <source>Programs translated for %1:</source>
        <translation>Programas traducidos para %1:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="385"/>
        <source>Remove the option cards (and the decisions about them) in the debugger, or choose other rulings above.</source>
        <translation>Quite las cartas de opción (y las decisiones sobre ellas) en el depurador, o elija otros fallos arriba.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="387"/>
        <source>Remove the upgrades (and the decisions about them) in the debugger, or choose other rulings above.</source>
        <translation>Quite las mejoras (y las decisiones sobre ellas) en el depurador, o elija otros fallos arriba.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="409"/>
        <source>&amp;Edit %1&apos;s Option Cards and Decisions</source>
        <translation>&amp;Editar cartas de opción y decisiones de %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="410"/>
        <source>&amp;Edit %1&apos;s Upgrades and Decisions</source>
        <translation>&amp;Editar mejoras y decisiones de %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="428"/>
        <source>Neither ruling&apos;s programs can be played by the other edition: write programs of cards both share in the debugger.</source>
        <translation>La otra edición no puede jugar los programas de ningún fallo: escriba en el depurador programas con cartas que ambas comparten.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="446"/>
        <source>After %1</source>
        <translation>Tras %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="481"/>
        <source>The rulings agree at every phase, but not on the expectations: %1 of %2 hold under %3, %4 of %5 under %6.</source>
        <translation>Las interpretaciones coinciden en cada fase, pero no en las expectativas: se cumplen %1 de %2 con %3 y %4 de %5 con %6.</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation type="vanished">eliminado</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation type="vanished">destruido</translation>
    </message>
    <message>
        <source>%1,%2 facing %3, damage %4, flags %5</source>
        <translation type="vanished">%1,%2 orientación %3, impactos %4, banderas %5</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 | %3</source>
        <translation type="vanished">&lt;b&gt;%1&lt;/b&gt;: %2 | %3</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="489"/>
        <source>The rulings agree at every phase.</source>
        <translation>Las resoluciones coinciden en todas las fases.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="491"/>
        <source>First difference: after %1.</source>
        <translation>Primera diferencia: tras %1.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="493"/>
        <source>The rulings first differ after %1.</source>
        <translation>Las resoluciones difieren por primera vez tras %1.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="181"/>
        <source>Show the robot&apos;s program in the debugger at the start, where a change edits the scenario</source>
        <translation>Mostrar el programa del robot en el depurador al inicio, donde un cambio modifica el escenario</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="211"/>
        <source>&amp;Left ruleset:</source>
        <translation>Reglamento de la &amp;izquierda:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="211"/>
        <source>Left &amp;options:</source>
        <translation>&amp;Opciones de la izquierda:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="212"/>
        <source>&amp;Right ruleset:</source>
        <translation>Reglamento de la &amp;derecha:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="212"/>
        <source>Right o&amp;ptions:</source>
        <translation>O&amp;pciones de la derecha:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="250"/>
        <source>These rulings cannot be compared: %1</source>
        <translation>Estas resoluciones no se pueden comparar: %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="268"/>
        <source>%1 (cannot play)</source>
        <translation>%1 (no se puede jugar)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="357"/>
        <source>%1 cannot play this scenario: %2</source>
        <translation>%1 no puede jugar este escenario: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/comparewindow.cpp" line="366"/>
        <source>%1&apos;s register(s) with that card: %2.</source>
        <translation>
            <numerusform>Registro de %1 con esa carta: %2.</numerusform>
            <numerusform>Registros de %1 con esa carta: %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="383"/>
        <source>Change the program in the debugger, or choose other rulings above.</source>
        <translation>Cambie el programa en el depurador o elija otras resoluciones arriba.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="408"/>
        <source>&amp;Edit %1&apos;s Program</source>
        <translation>&amp;Editar el programa de %1</translation>
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
        <translation>No se compara nada mientras una resolución no pueda jugar el escenario.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="121"/>
        <source>E&amp;xport Ruling...</source>
        <translation>E&amp;xportar fallo...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="123"/>
        <source>Write the ruling report of both rulings side by side (Ctrl+E)</source>
        <translation>Escribir el informe del fallo con ambas resoluciones una junto a otra (Ctrl+E)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparewindow.cpp" line="125"/>
        <source>Export Ruling</source>
        <translation>Exportar fallo</translation>
    </message>
</context>
<context>
    <name>rf::debugger::ComparisonController</name>
    <message>
        <location filename="../editor/debugger/comparisoncontroller.cpp" line="45"/>
        <source>Play the Same Programs</source>
        <translation>Jugar los mismos programas</translation>
    </message>
    <message>
        <location filename="../editor/debugger/comparisoncontroller.cpp" line="47"/>
        <source>The programs dealt are now the scenario&apos;s: both rulings play the same cards (Undo takes them back).</source>
        <translation>Los programas repartidos son ahora los del escenario: ambos fallos juegan las mismas cartas (Deshacer los retira).</translation>
    </message>
</context>
<context>
    <name>rf::debugger::DebuggerWindow</name>
    <message>
        <source>While stepping, scroll so the acting robot or board element stays in view</source>
        <translation type="vanished">Al avanzar paso a paso, desplazar la vista para que el robot o el elemento del tablero que actúa siga visible</translation>
    </message>
    <message>
        <source>F&amp;ollow the Action</source>
        <translation type="vanished">&amp;Seguir la acción</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="92"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="548"/>
        <source>untitled</source>
        <translation>sin título</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="119"/>
        <source>Timeline: every substep of the game</source>
        <translation>Línea de tiempo: todos los subpasos de la partida</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="148"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="148"/>
        <location filename="../editor/debugger/debuggeractions.cpp" line="65"/>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="160"/>
        <source>Stopped at breakpoint: %1</source>
        <translation>Detenido en el punto de interrupción: %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="246"/>
        <source>Shop</source>
        <translation>Tienda</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="273"/>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="474"/>
        <source>Decisions</source>
        <translation>Decisiones</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="281"/>
        <source>Decide</source>
        <translation>Decidir</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="286"/>
        <source>Decided: %1. Step on to see it played.</source>
        <translation>Decidido: %1. Avance para verlo jugado.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="300"/>
        <source>Remove Decision</source>
        <translation>Quitar decisión</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="508"/>
        <source>Change Decision</source>
        <translation>Cambiar decisión</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="521"/>
        <source>The decision is removed: choose the new one among the choices offered here.</source>
        <translation>Se quitó la decisión: elija la nueva entre las opciones que se ofrecen aquí.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="334"/>
        <source>&amp;Scenario</source>
        <translation>E&amp;scenario</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="335"/>
        <source>&amp;Open Scenario...</source>
        <translation>&amp;Abrir escenario...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="338"/>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="342"/>
        <source>Open Scenario</source>
        <translation>Abrir escenario</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="338"/>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="549"/>
        <source>Scenarios (*.rfscenario)</source>
        <translation>Escenarios (*.rfscenario)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="344"/>
        <source>&amp;Save Scenario</source>
        <translation>&amp;Guardar escenario</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="345"/>
        <source>Save Scenario &amp;As...</source>
        <translation>Guardar escenario &amp;como...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="347"/>
        <source>&amp;Close</source>
        <translation>Ce&amp;rrar</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="370"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="422"/>
        <source>Scenario Debugger</source>
        <translation>Depurador de escenarios</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/debuggerwindow.cpp" line="423"/>
        <source>%n what-if(s) of %1 could not be made and were left out; play goes on without them.</source>
        <translation>
            <numerusform>%n hipótesis de %1 no se pudo aplicar y se omitió; el juego sigue sin ella.</numerusform>
            <numerusform>%n hipótesis de %1 no se pudieron aplicar y se omitieron; el juego sigue sin ellas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/debuggerwindow.cpp" line="474"/>
        <source>Decisions (%n)</source>
        <translation>
            <numerusform>Decisión (%n)</numerusform>
            <numerusform>Decisiones (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="560"/>
        <source>The scenario %1 has unsaved changes. Save them?</source>
        <translation>El escenario %1 tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="320"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="321"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="323"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="52"/>
        <source>&amp;Debug</source>
        <translation>&amp;Depurar</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="53"/>
        <source>Debug</source>
        <translation>Depurar</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="61"/>
        <source>Reset</source>
        <translation>Volver al inicio</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="63"/>
        <source>Step Back</source>
        <translation>Paso atrás</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="66"/>
        <source>Play the substeps at the chosen speed, stopping at breakpoints (F5)</source>
        <translation>Reproducir los subpasos a la velocidad elegida, deteniéndose en los puntos de interrupción (F5)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="67"/>
        <source>Step Substep</source>
        <translation>Avanzar un subpaso</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="68"/>
        <source>Step Over</source>
        <translation>Completar la fase</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="69"/>
        <source>Step Out</source>
        <translation>Salir del registro</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="70"/>
        <source>Continue to Breakpoint</source>
        <translation>Continuar hasta un punto de interrupción</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="71"/>
        <source>Run to End</source>
        <translation>Ejecutar hasta el final</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="73"/>
        <source>Speed:</source>
        <translation>Velocidad:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="78"/>
        <source>Substeps per second while playing</source>
        <translation>Subpasos por segundo durante la reproducción</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="84"/>
        <source>Animate</source>
        <translation>Animar</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation type="vanished">Modo &amp;presentación</translation>
    </message>
    <message>
        <source>Full screen for a table of players: the question, the board fitted, the substep and its explanation in large type</source>
        <translation type="vanished">Pantalla completa para una mesa de jugadores: la pregunta, el tablero ajustado, el subpaso y su explicación en letra grande</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="103"/>
        <source>S&amp;hare</source>
        <translation>&amp;Compartir</translation>
    </message>
    <message>
        <source>Copy Situation as Scenario</source>
        <translation type="vanished">Copiar situación como escenario</translation>
    </message>
    <message>
        <source>The current situation is on the clipboard as a scenario file.</source>
        <translation type="vanished">La situación actual está en el portapapeles como archivo de escenario.</translation>
    </message>
    <message>
        <source>Export Trace as Text...</source>
        <translation type="vanished">Exportar traza como texto...</translation>
    </message>
    <message>
        <source>Export Trace</source>
        <translation type="vanished">Exportar traza</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation type="vanished">Texto (*.txt)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="vanished">No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Export Current Step as Image...</source>
        <translation type="vanished">Exportar paso actual como imagen...</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation type="vanished">Exportar imagen</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="vanished">Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>Export &amp;Ruling...</source>
        <translation type="vanished">Exportar &amp;fallo...</translation>
    </message>
    <message>
        <source>Save Expectations Here</source>
        <translation type="vanished">Guardar resultados esperados aquí</translation>
    </message>
    <message>
        <source>Save Expectations</source>
        <translation type="vanished">Guardar resultados esperados</translation>
    </message>
    <message>
        <source>Expectations added; save the scenario to keep them.</source>
        <translation type="vanished">Resultados esperados añadidos; guarde el escenario para conservarlos.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="104"/>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="105"/>
        <source>Course &amp;Analysis...</source>
        <translation>Análisis del &amp;circuito...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="107"/>
        <source>Compare &amp;Rulings...</source>
        <translation>Comparar &amp;resoluciones...</translation>
    </message>
    <message>
        <source>Heat Map of &amp;Deaths</source>
        <translation type="vanished">Mapa de calor de &amp;muertes</translation>
    </message>
    <message>
        <source>Heat Map of &amp;Visits</source>
        <translation type="vanished">Mapa de calor de &amp;visitas</translation>
    </message>
    <message>
        <source>&amp;Hide Heat Map</source>
        <translation type="vanished">&amp;Ocultar mapa de calor</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="228"/>
        <source>Trace</source>
        <translation>Traza</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="235"/>
        <source>Robots</source>
        <translation>Robots</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="262"/>
        <source>Explanation</source>
        <translation>Explicación</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="268"/>
        <source>Breakpoints</source>
        <translation>Puntos de interrupción</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="435"/>
        <source>Scenario Debugger - %1[*]</source>
        <translation>Depurador de escenarios - %1[*]</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="447"/>
        <source>Substep %1 of %2: %3</source>
        <translation>Subpaso %1 de %2: %3</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="448"/>
        <source>Start (%1 substeps)</source>
        <translation>Inicio (%1 subpasos)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="530"/>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="549"/>
        <source>Save Scenario</source>
        <translation>Guardar escenario</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="535"/>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <source>Expectations hold after a register (its checkpoints substep), after a turn (clean-up) or at the end: step there first.</source>
        <translation type="vanished">Los resultados esperados se comprueban tras un registro (su subpaso de puntos de chequeo), tras un turno (limpieza) o al final: avance primero hasta allí.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="271"/>
        <source>Robot and Program</source>
        <translation>Robot y programa</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="304"/>
        <source>Setup</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="120"/>
        <source>Place Robot</source>
        <translation>Colocar robot</translation>
    </message>
    <message>
        <source>The start, before the first substep</source>
        <translation type="vanished">El inicio, antes del primer subpaso</translation>
    </message>
    <message>
        <source>Wrote the ruling report %1: it opens in any web browser.</source>
        <translation type="vanished">Se escribió el informe del fallo %1: se abre en cualquier navegador web.</translation>
    </message>
    <message>
        <source>Play the Same Programs</source>
        <translation type="vanished">Jugar los mismos programas</translation>
    </message>
    <message>
        <source>The programs dealt are now the scenario&apos;s: both rulings play the same cards (Undo takes them back).</source>
        <translation type="vanished">Los programas repartidos son ahora los del escenario: ambos fallos juegan las mismas cartas (Deshacer los retira).</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggeractions.cpp" line="134"/>
        <source>Change %1&apos;s program here: at the start a change edits the scenario, and the comparison follows.</source>
        <translation>Cambie aquí el programa de %1: al inicio un cambio modifica el escenario, y la comparación lo sigue.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="513"/>
        <source>The decision is removed: play ends before its turn, so there is nothing to choose.</source>
        <translation>Se quitó la decisión: la partida termina antes de su turno, así que no hay nada que elegir.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerwindow.cpp" line="522"/>
        <source>The decision is removed; that choice is no longer offered before substep %1.</source>
        <translation>Se quitó la decisión; esa opción ya no se ofrece antes del subpaso %1.</translation>
    </message>
</context>
<context>
    <name>rf::debugger::DecisionsPanel</name>
    <message>
        <source>discard %1 to cancel a damage point</source>
        <translation type="vanished">descartar %1 para anular un impacto</translation>
    </message>
    <message>
        <source>scrap %1 at the chop shop and draw another option</source>
        <translation type="vanished">desguazar %1 en el taller de mejoras y robar otra opción</translation>
    </message>
    <message>
        <source>reload %1 at the chop shop</source>
        <translation type="vanished">recargar %1 en el taller de mejoras</translation>
    </message>
    <message>
        <source>draw an option card</source>
        <translation type="vanished">robar una carta de opción</translation>
    </message>
    <message>
        <source>lose %1</source>
        <translation type="vanished">perder %1</translation>
    </message>
    <message numerus="yes">
        <source>buy %1 (%n energy) in place of %2</source>
        <translation type="vanished">
            <numerusform>comprar %1 (%n de energía) en lugar de %2</numerusform>
            <numerusform>comprar %1 (%n de energía) en lugar de %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>buy %1 (%n energy)</source>
        <translation type="vanished">
            <numerusform>comprar %1 (%n de energía)</numerusform>
            <numerusform>comprar %1 (%n de energía)</numerusform>
        </translation>
    </message>
    <message>
        <source>take %1 instead</source>
        <translation type="vanished">tomar %1 en su lugar</translation>
    </message>
    <message>
        <source>play the routine as %1</source>
        <translation type="vanished">jugar la rutina como %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="174"/>
        <source>%1: face %2</source>
        <translation>%1: mirar hacia %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="176"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="178"/>
        <source>%1 to the left</source>
        <translation>%1 a la izquierda</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="178"/>
        <source>%1 to the right</source>
        <translation>%1 a la derecha</translation>
    </message>
    <message>
        <source>lay %1 on %2</source>
        <translation type="vanished">dejar %1 en %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="182"/>
        <source>Fire Control: destroy %1&apos;s %2</source>
        <translation>Control de fuego: destruir %2 de %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="183"/>
        <source>Fire Control: lock %1&apos;s register %2</source>
        <translation>Control de fuego: bloquear el registro %2 de %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="172"/>
        <location filename="../editor/debugger/decisionspanel.cpp" line="185"/>
        <source>%1 at %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="165"/>
        <source>%1, before its card</source>
        <translation>%1, antes de su carta</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="204"/>
        <source>%1: play %2 instead, the damage card back to its pile</source>
        <translation>%1: jugar %2 en su lugar y devolver la carta de daño a su montón</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="205"/>
        <source>%1: play %2 instead</source>
        <translation>%1: jugar %2 en su lugar</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="207"/>
        <source>%1: return %2 from the hand and draw a card</source>
        <translation>%1: devolver %2 de la mano y robar una carta</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="209"/>
        <source>%1: draw 3 cards and put the same 3 back on top, in the order drawn</source>
        <translation>%1: robar 3 cartas y devolver esas mismas 3 encima del mazo de robo, en el orden robado</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="210"/>
        <source>%1: draw 3 cards and put back %2 (the first on top)</source>
        <translation>%1: robar 3 cartas y devolver %2 (la primera encima)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="214"/>
        <source>%1: keep %2 on top of the draw pile</source>
        <translation>%1: guardar %2 encima del mazo de robo</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="215"/>
        <source>%1: keep %2 on the draw pile (the first on top)</source>
        <translation>%1: guardar %2 en el mazo de robo (la primera encima)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="220"/>
        <source>%1 at %2, turned to face %3</source>
        <translation>%1 contra %2, girado hacia el %3</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="221"/>
        <source>%1 at %2, facing unchanged</source>
        <translation>%1 contra %2, sin cambiar su orientación</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="225"/>
        <source>swap %1 for %2&apos;s %3</source>
        <translation>cambiar %1 por %3 de %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="227"/>
        <source>%1: move 1 square back</source>
        <translation>%1: retroceder 1 casilla</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="227"/>
        <source>%1: move 1 square forward</source>
        <translation>%1: avanzar 1 casilla</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="229"/>
        <source>%1: follow %2&apos;s steps</source>
        <translation>%1: seguir los pasos de %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="318"/>
        <source>Choices before the next substep. Play on without one: the option is not used.</source>
        <translation>Opciones antes del siguiente subpaso. Si se sigue sin elegir, la opción no se usa.</translation>
    </message>
    <message>
        <source>use %1</source>
        <translation type="vanished">usar %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="31"/>
        <source>&amp;Go There</source>
        <translation>&amp;Ir allí</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="32"/>
        <source>C&amp;hange...</source>
        <translation>Cam&amp;biar...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="33"/>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="47"/>
        <source>Recorded decisions</source>
        <translation>Decisiones registradas</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="53"/>
        <source>Robot</source>
        <translation>Robot</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="53"/>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="53"/>
        <source>Decision</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="53"/>
        <source>What became of it</source>
        <translation>Qué fue de ella</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="63"/>
        <source>Go to the substep where the decision acted or was found void</source>
        <translation>Ir al subpaso donde la decisión actuó o resultó nula</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="68"/>
        <source>Remove the decision from the scenario (Undo brings it back)</source>
        <translation>Quitar la decisión del escenario (Deshacer la recupera)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="105"/>
        <source>taken at substep %1</source>
        <translation>tomada en el subpaso %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="106"/>
        <source>void at substep %1: %2</source>
        <translation>nula en el subpaso %1: %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="107"/>
        <source>not reached: play ended before it could act</source>
        <translation>no alcanzada: la partida terminó antes de que pudiera actuar</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="133"/>
        <source>(none: the choices above add them)</source>
        <translation>(ninguna: las opciones de arriba las añaden)</translation>
    </message>
    <message>
        <source>play %1 as %2</source>
        <translation type="vanished">jugar %1 como %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="314"/>
        <source>No robot has a choice to make before the next substep.</source>
        <translation>Ningún robot tiene que elegir antes del próximo subpaso.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="315"/>
        <source>Choices before the next substep. Play on without one: nothing is bought or used, and where a card must be chosen the rules take the default.</source>
        <translation>Opciones antes del siguiente subpaso. Seguir sin elegir: no se compra ni se usa nada, y donde hay que elegir una carta las reglas toman la predeterminada.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="317"/>
        <source>Choices before the next substep. Play on without one: nothing is bought or used.</source>
        <translation>Opciones antes del siguiente subpaso. Seguir sin elegir: no se compra ni se usa nada.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="322"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="66"/>
        <source>Remove the decision and go to where it was asked, to choose again among the choices offered there</source>
        <translation>Quitar la decisión e ir a donde se planteó, para elegir de nuevo entre las opciones que se ofrecen allí</translation>
    </message>
    <message>
        <location filename="../editor/debugger/decisionspanel.cpp" line="324"/>
        <source>Decide this: an edit of the scenario (Undo takes it back)</source>
        <translation>Decidir esto: una edición del escenario (Deshacer la revierte)</translation>
    </message>
</context>
<context>
    <name>rf::debugger::Explanation</name>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="24"/>
        <source>&lt;p&gt;The start of the game: nothing has been played yet. Step forward (F11) to play the first substep.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Inicio de la partida: todavía no se ha jugado nada. Avance (F11) para jugar el primer subpaso.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="27"/>
        <source>turn %1, register %2, %3</source>
        <translation>turno %1, registro %2, %3</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="28"/>
        <source>turn %1, %2</source>
        <translation>turno %1, %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="30"/>
        <source>&lt;p&gt;Nothing happens in this substep.&lt;/p&gt;</source>
        <translation>&lt;p&gt;En este subpaso no ocurre nada.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="41"/>
        <source>rule</source>
        <translation>regla</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="46"/>
        <source>Changes:</source>
        <translation>Cambios:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="48"/>
        <source>%1: %2 %3 &amp;rarr; %4 %5</source>
        <translation>%1: %2 %3 &amp;rarr; %4 %5</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="50"/>
        <source>, damage %1 &amp;rarr; %2</source>
        <translation>, impactos %1 &amp;rarr; %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="52"/>
        <source>, &lt;b&gt;destroyed&lt;/b&gt; (%1)</source>
        <translation>, &lt;b&gt;destruido&lt;/b&gt; (%1)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="54"/>
        <source>, lives %1 &amp;rarr; %2</source>
        <translation>, vidas %1 &amp;rarr; %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="56"/>
        <source>, re-entered</source>
        <translation>, reaparece</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="58"/>
        <source>, takes checkpoint %1</source>
        <translation>, consigue la bandera %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/explanation.cpp" line="60"/>
        <source>, archive %1 &amp;rarr; %2</source>
        <translation>, punto de reaparición %1 &amp;rarr; %2</translation>
    </message>
</context>
<context>
    <name>rf::debugger::ExportRulingDialog</name>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="64"/>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="306"/>
        <source>Export Ruling</source>
        <translation>Exportar fallo</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="74"/>
        <source>Substeps shown:</source>
        <translation>Subpasos mostrados:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="79"/>
        <source>Rulings:</source>
        <translation>Resoluciones:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="82"/>
        <source>Web page (HTML)</source>
        <translation>Página web (HTML)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="83"/>
        <source>Markdown, with a PNG picture per substep beside it</source>
        <translation>Markdown, con una imagen PNG por subpaso al lado</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="85"/>
        <source>A web page opens in any browser and prints; Markdown with its pictures is for forum posts</source>
        <translation>Una página web se abre en cualquier navegador y se imprime; Markdown con sus imágenes es para mensajes en foros</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="86"/>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="95"/>
        <source>&amp;Browse...</source>
        <translation>E&amp;xaminar...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="101"/>
        <source>F&amp;ile:</source>
        <translation>&amp;Archivo:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="112"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="144"/>
        <source>&amp;Those that change the game</source>
        <translation>&amp;Los que cambian la partida</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="147"/>
        <source>A picture of every substep that changes something, and of the substeps that decide the expectations</source>
        <translation>Una imagen de cada subpaso que cambia algo y de los subpasos que deciden las expectativas</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="148"/>
        <source>&amp;Every substep</source>
        <translation>&amp;Todos los subpasos</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="150"/>
        <source>&amp;Only these:</source>
        <translation>&amp;Solo estos:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="154"/>
        <source>substep numbers, such as 3, 7, 12</source>
        <translation>números de subpaso, como 3, 7, 12</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="155"/>
        <source>The numbers of the substeps to show, separated by commas, as the debugger numbers them</source>
        <translation>Los números de los subpasos que se mostrarán, separados por comas, tal como los numera el depurador</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="188"/>
        <source>The scenario&apos;s own: %1</source>
        <translation>La del escenario: %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="191"/>
        <source>Those open in Compare Rulings</source>
        <translation>Las abiertas en Comparar resoluciones</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="194"/>
        <source>Open Tools &gt; Compare Rulings to export two rulings side by side</source>
        <translation>Abra Herramientas &gt; Comparar resoluciones para exportar dos resoluciones una junto a otra</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="202"/>
        <source>Those open in Compare Rulings: %1 and %2</source>
        <translation>Las abiertas en Comparar resoluciones: %1 y %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="204"/>
        <source>Both rulings side by side, with where they part</source>
        <translation>Ambas resoluciones una junto a otra, con el punto donde se separan</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="223"/>
        <source>ruling</source>
        <translation>fallo</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="278"/>
        <source>Name the substeps to show, such as 3, 7, 12.</source>
        <translation>Indique los subpasos que se mostrarán, como 3, 7, 12.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="280"/>
        <source>A report shows at most %1 substeps.</source>
        <translation>Un informe muestra como máximo %1 subpasos.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="285"/>
        <source>&quot;%1&quot; is not a substep number: they start at 1.</source>
        <translation>«%1» no es un número de subpaso: empiezan en 1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="287"/>
        <source>There is no substep %1: the game has %n substep(s).</source>
        <translation>
            <numerusform>No hay subpaso %1: la partida tiene %n subpaso.</numerusform>
            <numerusform>No hay subpaso %1: la partida tiene %n subpasos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="304"/>
        <source>Web pages (*.html)</source>
        <translation>Páginas web (*.html)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="304"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="323"/>
        <source>Choose the file to write.</source>
        <translation>Elija el archivo que se escribirá.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="379"/>
        <source>The ruling report cannot be made: %1</source>
        <translation>No se puede crear el informe del fallo: %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="391"/>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="411"/>
        <source>%n picture(s) of that name already exist beside %1 (%2). Replace them?</source>
        <translation>
            <numerusform>Ya existe %n imagen con ese nombre junto a %1 (%2). ¿Reemplazarla?</numerusform>
            <numerusform>Ya existen %n imágenes con esos nombres junto a %1 (%2). ¿Reemplazarlas?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="428"/>
        <source>Making the report: the scenario is played and every substep shown is drawn...</source>
        <translation>Creando el informe: se juega el escenario y se dibuja cada subpaso mostrado...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="90"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="173"/>
        <source>As the editor: %1</source>
        <translation>Como el editor: %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="176"/>
        <source>The language of every sentence and label of the report; the rule quotations stay as the rules are written</source>
        <translation>El idioma de cada frase y etiqueta del informe; las citas de las reglas quedan como están escritas</translation>
    </message>
    <message>
        <location filename="../editor/debugger/exportrulingdialog.cpp" line="182"/>
        <source>en</source>
        <comment>the code of this translation&apos;s language</comment>
        <translation>es</translation>
    </message>
</context>
<context>
    <name>rf::debugger::PresentationController</name>
    <message>
        <location filename="../editor/debugger/presentationcontroller.cpp" line="29"/>
        <source>&amp;Presentation Mode</source>
        <translation>Modo &amp;presentación</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationcontroller.cpp" line="33"/>
        <source>Full screen for a table of players: the question, the board fitted, the substep and its explanation in large type</source>
        <translation>Pantalla completa para una mesa de jugadores: la pregunta, el tablero ajustado, el subpaso y su explicación en letra grande</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationcontroller.cpp" line="34"/>
        <source>F&amp;ollow the Action</source>
        <translation>&amp;Seguir la acción</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationcontroller.cpp" line="37"/>
        <source>While stepping, scroll so the acting robot or board element stays in view</source>
        <translation>Al avanzar paso a paso, desplazar la vista para que el robot o el elemento del tablero que actúa siga visible</translation>
    </message>
</context>
<context>
    <name>rf::debugger::PresentationView</name>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="61"/>
        <source>Presentation</source>
        <translation>Presentación</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="99"/>
        <source>Right or Space: next substep · Left: back · Home, End · Esc: leave</source>
        <translation>Derecha o Espacio: siguiente subpaso · Izquierda: atrás · Inicio, Fin · Esc: salir</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="127"/>
        <source>Substep %1 of %2: %3</source>
        <translation>Subpaso %1 de %2: %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/presentationview.cpp" line="131"/>
        <source>The start (%n substeps to play)</source>
        <translation>
            <numerusform>El inicio (%n subpaso por jugar)</numerusform>
            <numerusform>El inicio (%n subpasos por jugar)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="91"/>
        <source>What changed</source>
        <translation>Qué cambió</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="142"/>
        <source>Nothing has been played yet.</source>
        <translation>Todavía no se ha jugado nada.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="144"/>
        <source>Nothing happens in this substep.</source>
        <translation>En este subpaso no ocurre nada.</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">ninguno</translation>
    </message>
    <message>
        <source>%1: %2 (before: %3)</source>
        <translation type="vanished">%1: %2 (antes: %3)</translation>
    </message>
    <message>
        <source>%1 %2: %3 (before: %4)</source>
        <translation type="vanished">%1 %2: %3 (antes: %4)</translation>
    </message>
    <message>
        <source>Damage piles</source>
        <translation type="vanished">Pilas de daño</translation>
    </message>
    <message>
        <source>Shop</source>
        <translation type="vanished">Tienda</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation type="vanished">hueco %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/presentationview.cpp" line="166"/>
        <source>Nothing changed.</source>
        <translation>No cambió nada.</translation>
    </message>
</context>
<context>
    <name>rf::debugger::ProgramPanel</name>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="41"/>
        <source>Robot:</source>
        <translation>Robot:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="62"/>
        <source>Register %1:</source>
        <translation>Registro %1:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="72"/>
        <source>The cards this robot was dealt this turn: drag one onto a register</source>
        <translation>Las cartas repartidas a este robot en este turno: arrastre una a un registro</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="73"/>
        <source>Hand:</source>
        <translation>Mano:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="76"/>
        <source>Deck:</source>
        <translation>Mazo:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="93"/>
        <source>Position X, Y:</source>
        <translation>Posición X, Y:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="96"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="96"/>
        <source>East</source>
        <translation>Este</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="96"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="96"/>
        <source>West</source>
        <translation>Oeste</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="97"/>
        <source>Facing:</source>
        <translation>Orientación:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="99"/>
        <source>Damage:</source>
        <translation>Impactos:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="101"/>
        <source>Lives:</source>
        <translation>Vidas:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="103"/>
        <source>Flags taken:</source>
        <translation>Banderas conseguidas:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="104"/>
        <source>Powered down</source>
        <translation>Desconectado</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="113"/>
        <source>The option cards the robot holds, oldest first, with their uses left or the card lying on them</source>
        <translation>Las cartas de opción del robot, la más antigua primero, con sus usos restantes o la carta que tienen encima</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="114"/>
        <source>Options:</source>
        <translation>Opciones:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="44"/>
        <source>Apply Here (What-if)</source>
        <translation>Aplicar aquí (hipótesis)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="46"/>
        <source>Change the robot at the current substep and replay the rest of the game (undoable)</source>
        <translation>Cambiar el robot en el subpaso actual y volver a jugar el resto de la partida (se puede deshacer)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="238"/>
        <source>(empty)</source>
        <translation>(vacío)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="249"/>
        <source>Locked: the register keeps its card</source>
        <translation>Bloqueado: el registro conserva su carta</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="268"/>
        <source>(no cards dealt this turn)</source>
        <translation>(no se repartieron cartas en este turno)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="223"/>
        <location filename="../editor/debugger/programpanel.cpp" line="226"/>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="293"/>
        <source>What-if</source>
        <translation>Hipótesis</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="205"/>
        <source>At the start: every change edits the scenario&apos;s setup at once (Ctrl+Z undoes it).</source>
        <translation>Al inicio: cada cambio modifica en el acto la configuración del escenario (Ctrl+Z lo deshace).</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="119"/>
        <source>The energy cubes the robot has to spend on upgrades</source>
        <translation>Los cubos de energía que el robot puede gastar en mejoras</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="120"/>
        <source>Energy:</source>
        <translation>Energía:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="126"/>
        <source>The upgrades the robot holds, oldest first: permanent or temporary, and whether one that acts once a round was used this round</source>
        <translation>Las mejoras del robot, la más antigua primero: permanentes o temporales, y si una que actúa una vez por ronda ya se usó en esta ronda</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="128"/>
        <source>Upgrades:</source>
        <translation>Mejoras:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="206"/>
        <source>During play: a card chosen is a what-if from here on; the other fields wait for Apply Here.</source>
        <translation>Durante la partida: una carta elegida es una hipótesis desde aquí; los demás campos esperan a «Aplicar aquí».</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="293"/>
        <source>Setup</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="306"/>
        <source>Setup not changed: %1</source>
        <translation>Configuración sin cambios: %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="331"/>
        <source>Setup changed: %1&apos;s register %2 is now %3.</source>
        <translation>Configuración cambiada: el registro %2 de %1 es ahora %3.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="335"/>
        <source>Setup changed: %1&apos;s register %2 is now empty.</source>
        <translation>Configuración cambiada: el registro %2 de %1 queda vacío.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="337"/>
        <source>Setup changed: %1 starts on %2.</source>
        <translation>Configuración cambiada: %1 empieza en %2.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="339"/>
        <source>Setup changed: %1 starts facing %2.</source>
        <translation>Configuración cambiada: %1 empieza con orientación %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/programpanel.cpp" line="342"/>
        <source>Setup changed: %1 starts with %n damage.</source>
        <translation>
            <numerusform>Configuración cambiada: %1 empieza con %n impacto.</numerusform>
            <numerusform>Configuración cambiada: %1 empieza con %n impactos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/programpanel.cpp" line="345"/>
        <source>Setup changed: %1 starts with %n life(s).</source>
        <translation>
            <numerusform>Configuración cambiada: %1 empieza con %n vida.</numerusform>
            <numerusform>Configuración cambiada: %1 empieza con %n vidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/programpanel.cpp" line="348"/>
        <source>Setup changed: %1 starts with %n flag(s) taken.</source>
        <translation>
            <numerusform>Configuración cambiada: %1 empieza con %n bandera conseguida.</numerusform>
            <numerusform>Configuración cambiada: %1 empieza con %n banderas conseguidas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="350"/>
        <source>Setup changed: %1 starts powered down.</source>
        <translation>Configuración cambiada: %1 empieza desconectado.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/programpanel.cpp" line="351"/>
        <source>Setup changed: %1 starts powered up.</source>
        <translation>Configuración cambiada: %1 empieza conectado.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/programpanel.cpp" line="354"/>
        <source>%n what-if(s) of the old setup were dropped.</source>
        <translation>
            <numerusform>%n hipótesis de la configuración anterior se descartó.</numerusform>
            <numerusform>%n hipótesis de la configuración anterior se descartaron.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::debugger::QuestionHeader</name>
    <message>
        <source>at the end</source>
        <translation type="vanished">al final</translation>
    </message>
    <message>
        <source>end of turn %1</source>
        <translation type="vanished">fin del turno %1</translation>
    </message>
    <message>
        <source>turn %1, register %2</source>
        <translation type="vanished">turno %1, registro %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="vanished">%1: %2</translation>
    </message>
    <message>
        <source>winner</source>
        <translation type="vanished">ganador</translation>
    </message>
    <message>
        <source>%1 (%2): expected %3, got %4</source>
        <translation type="vanished">%1 (%2): se esperaba %3, se obtuvo %4</translation>
    </message>
    <message>
        <location filename="../editor/debugger/questionheader.cpp" line="84"/>
        <source>not decided yet</source>
        <translation>aún sin decidir</translation>
    </message>
    <message>
        <location filename="../editor/debugger/questionheader.cpp" line="87"/>
        <source>holds</source>
        <translation>se cumple</translation>
    </message>
    <message>
        <location filename="../editor/debugger/questionheader.cpp" line="87"/>
        <source>fails</source>
        <translation>no se cumple</translation>
    </message>
    <message>
        <location filename="../editor/debugger/questionheader.cpp" line="91"/>
        <source>step %1</source>
        <translation>paso %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/questionheader.cpp" line="91"/>
        <source>the setup</source>
        <translation>la preparación</translation>
    </message>
</context>
<context>
    <name>rf::debugger::RobotList</name>
    <message>
        <location filename="../editor/debugger/debuggerdnd.cpp" line="50"/>
        <source>Drag a robot onto the board to place it there</source>
        <translation>Arrastre un robot al tablero para colocarlo allí</translation>
    </message>
    <message>
        <location filename="../editor/debugger/debuggerdnd.cpp" line="58"/>
        <source>New robot</source>
        <translation>Robot nuevo</translation>
    </message>
</context>
<context>
    <name>rf::debugger::RulesViewer</name>
    <message>
        <source>Rules</source>
        <translation type="vanished">Reglas</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulesviewer.cpp" line="28"/>
        <source>The rulebook of an edition</source>
        <translation>El reglamento de una edición</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulesviewer.cpp" line="29"/>
        <source>&amp;Rulebook:</source>
        <translation>&amp;Reglamento:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulesviewer.cpp" line="35"/>
        <source>Find in the rules</source>
        <translation>Buscar en las reglas</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulesviewer.cpp" line="46"/>
        <source>The rules are shown in English: they have not been translated yet.</source>
        <translation>Las reglas se muestran en inglés: aún no se han traducido.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulesviewer.cpp" line="71"/>
        <source>Rules: %1</source>
        <translation>Reglas: %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulesviewer.cpp" line="128"/>
        <source>Not found</source>
        <translation>No encontrado</translation>
    </message>
</context>
<context>
    <name>rf::debugger::RulingChooser</name>
    <message>
        <source>%1 on</source>
        <translation type="vanished">%1 activada</translation>
    </message>
    <message>
        <source>%1 off</source>
        <translation type="vanished">%1 desactivada</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulingchooser.cpp" line="47"/>
        <source>The rules this board plays the scenario with; its programs are translated to them</source>
        <translation>El reglamento con el que este tablero juega el escenario; sus programas se traducen a él</translation>
    </message>
    <message>
        <location filename="../editor/debugger/rulingchooser.cpp" line="54"/>
        <source>Rule options for this board: Space turns the current one on or off</source>
        <translation>Opciones de reglas para este tablero: Espacio activa o desactiva la actual</translation>
    </message>
</context>
<context>
    <name>rf::debugger::ScenarioMenu</name>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="73"/>
        <source>&amp;Scenario</source>
        <translation>E&amp;scenario</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="78"/>
        <source>&amp;Debug a Scenario on This Course</source>
        <translation>&amp;Depurar un escenario en este circuito</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="68"/>
        <location filename="../editor/debugger/scenariomenu.cpp" line="82"/>
        <source>Scenario Debugger</source>
        <translation>Depurador de escenarios</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="88"/>
        <source>&amp;Open Scenario in the Debugger...</source>
        <translation>&amp;Abrir escenario en el depurador...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="89"/>
        <location filename="../editor/debugger/scenariomenu.cpp" line="96"/>
        <source>Open Scenario</source>
        <translation>Abrir escenario</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="90"/>
        <source>Scenarios (*.rfscenario)</source>
        <translation>Escenarios (*.rfscenario)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="108"/>
        <source>Course &amp;Analysis...</source>
        <translation>Análisis del &amp;circuito...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="122"/>
        <source>Heat Map of &amp;Deaths</source>
        <translation>Mapa de calor de &amp;muertes</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="126"/>
        <source>Heat Map of &amp;Visits</source>
        <translation>Mapa de calor de &amp;visitas</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="130"/>
        <source>&amp;Hide Heat Map</source>
        <translation>&amp;Ocultar mapa de calor</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="154"/>
        <source>Untitled scenario</source>
        <translation>Escenario sin título</translation>
    </message>
    <message>
        <location filename="../editor/debugger/scenariomenu.cpp" line="156"/>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message numerus="yes">
        <source>RallyForge did not close properly last time. Restore the unsaved changes to %n scenario(s) in the debugger?</source>
        <translation type="vanished">
            <numerusform>RallyForge no se cerró correctamente la última vez. ¿Restaurar en el depurador los cambios sin guardar de %n escenario?</numerusform>
            <numerusform>RallyForge no se cerró correctamente la última vez. ¿Restaurar en el depurador los cambios sin guardar de %n escenarios?</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover unsaved scenarios</source>
        <translation type="vanished">Recuperar escenarios sin guardar</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation type="vanished">No se puede recuperar</translation>
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
        <translation type="vanished">%1 (temporal)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="48"/>
        <source>The robot that holds the priority token in the first round: it plays first, then each robot listed after it in turn</source>
        <translation>El robot que tiene la ficha de prioridad en la primera ronda: juega primero y luego, por turno, cada robot enumerado después de él</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="50"/>
        <source>Priority token:</source>
        <translation>Ficha de prioridad:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="53"/>
        <source>The robot whose start the fields below edit</source>
        <translation>El robot cuyo inicio editan los campos de abajo</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="54"/>
        <source>Robot at the start:</source>
        <translation>Robot al inicio:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="60"/>
        <source>The robot&apos;s energy at the start (0 to 10)</source>
        <translation>La energía del robot al inicio (de 0 a 10)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="61"/>
        <source>Energy:</source>
        <translation>Energía:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="69"/>
        <source>The Haywire lying face down in register %1 since the last round: it is played there</source>
        <translation>La Haywire que está boca abajo en el registro %1 desde la última ronda: se juega allí</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="70"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="79"/>
        <source>Change Face-Down Haywire</source>
        <translation>Cambiar la Haywire boca abajo</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="94"/>
        <source>Face-down Haywires:</source>
        <translation>Haywires boca abajo:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="98"/>
        <source>Installed upgrades, oldest first: at most 3 permanent and 3 temporary (Delete removes one)</source>
        <translation>Mejoras instaladas, la más antigua primero: como mucho 3 permanentes y 3 temporales (Supr quita una)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="100"/>
        <source>Installed:</source>
        <translation>Instaladas:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="104"/>
        <source>The upgrades in the robot&apos;s collection, not installed, oldest first (Delete removes one)</source>
        <translation>Las mejoras de la colección del robot, sin instalar, la más antigua primero (Supr quita una)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="106"/>
        <source>Collection:</source>
        <translation>Colección:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="113"/>
        <source>Install</source>
        <translation>Instalar</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="115"/>
        <source>Install this upgrade on the robot at the start</source>
        <translation>Instalar esta mejora en el robot al inicio</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="116"/>
        <source>To Collection</source>
        <translation>A la colección</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="118"/>
        <source>Put this upgrade in the robot&apos;s collection at the start</source>
        <translation>Poner esta mejora en la colección del robot al inicio</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="119"/>
        <source>Upgrade:</source>
        <translation>Mejora:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="125"/>
        <source>Rebooting</source>
        <translation>Reiniciándose</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="127"/>
        <source>The robot rebooted in the last round: it is off the board and re-enters in register 1 on the reboot token at its square</source>
        <translation>El robot se reinició en la última ronda: está fuera del tablero y vuelve a entrar en el registro 1 sobre la ficha de reinicio de su casilla</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="134"/>
        <source>Change Energy</source>
        <translation>Cambiar la energía</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="137"/>
        <source>Install %1</source>
        <translation>Instalar %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="137"/>
        <source>Add %1 to the Collection</source>
        <translation>Añadir %1 a la colección</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="143"/>
        <source>Set Rebooting</source>
        <translation>Marcar el reinicio</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="143"/>
        <source>Clear Rebooting</source>
        <translation>Quitar el reinicio</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="203"/>
        <source>Give the Priority Token to %1</source>
        <translation>Dar la ficha de prioridad a %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="215"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="225"/>
        <source>Remove %1</source>
        <translation>Quitar %1</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="225"/>
        <source>Remove %1 from the Collection</source>
        <translation>Quitar %1 de la colección</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setup2023panel.cpp" line="248"/>
        <source>Setup</source>
        <translation>Configuración</translation>
    </message>
</context>
<context>
    <name>rf::debugger::SetupPanel</name>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="49"/>
        <source>Ruleset:</source>
        <translation>Reglamento:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="60"/>
        <source>Robots:</source>
        <translation>Robots:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="64"/>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="68"/>
        <source>Turns:</source>
        <translation>Turnos:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="72"/>
        <source>whole turns</source>
        <translation>turnos completos</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="73"/>
        <source>Play this many registers from the start instead of whole turns</source>
        <translation>Jugar este número de registros desde el inicio en lugar de turnos completos</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="74"/>
        <source>Registers:</source>
        <translation>Registros:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="75"/>
        <source>Then the end of the turn</source>
        <translation>Y después el final del turno</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="76"/>
        <source>After a register 5, also play the end of that turn</source>
        <translation>Tras un registro 5, jugar también el final de ese turno</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="78"/>
        <source>Play on after the win</source>
        <translation>Seguir jugando tras la victoria</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="80"/>
        <source>Play on after a robot has taken the last checkpoint, for second place and after; by default the game ends at the win</source>
        <translation>Seguir jugando después de que un robot tome el último punto de control, por el segundo puesto y siguientes; por defecto la partida termina con la victoria</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="83"/>
        <source>Apply Setup</source>
        <translation>Aplicar configuración</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="85"/>
        <source>Replay the scenario with this ruleset, these options, seed and length</source>
        <translation>Volver a jugar el escenario con este reglamento, estas opciones, esta semilla y esta duración</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="87"/>
        <location filename="../editor/debugger/setuppanel.cpp" line="158"/>
        <source>Random Programs</source>
        <translation>Programas aleatorios</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="88"/>
        <source>Clear every robot&apos;s programs: the seed draws them from the dealt cards</source>
        <translation>Borrar los programas de todos los robots: la semilla los elige entre las cartas repartidas</translation>
    </message>
    <message>
        <location filename="../editor/debugger/setuppanel.cpp" line="152"/>
        <source>Setup</source>
        <translation>Configuración</translation>
    </message>
</context>
<context>
    <name>rf::debugger::SharingController</name>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="42"/>
        <source>Copy Situation as Scenario</source>
        <translation>Copiar situación como escenario</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="44"/>
        <source>The current situation is on the clipboard as a scenario file.</source>
        <translation>La situación actual está en el portapapeles como archivo de escenario.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="46"/>
        <source>Export Trace as Text...</source>
        <translation>Exportar traza como texto...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="47"/>
        <source>Export Current Step as Image...</source>
        <translation>Exportar paso actual como imagen...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="48"/>
        <source>Export &amp;Ruling...</source>
        <translation>Exportar &amp;fallo...</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="50"/>
        <source>Save Expectations Here</source>
        <translation>Guardar resultados esperados aquí</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="53"/>
        <source>Save Expectations</source>
        <translation>Guardar resultados esperados</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="55"/>
        <source>Expectations added; save the scenario to keep them.</source>
        <translation>Resultados esperados añadidos; guarde el escenario para conservarlos.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="62"/>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="68"/>
        <source>Export Trace</source>
        <translation>Exportar traza</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="62"/>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="63"/>
        <source>Text (*.txt)</source>
        <translation>Texto (*.txt)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="68"/>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="85"/>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="74"/>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="85"/>
        <source>Export Image</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="74"/>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="75"/>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="132"/>
        <source>Substep %1 of %2: %3</source>
        <translation>Subpaso %1 de %2: %3</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="133"/>
        <source>The start, before the first substep</source>
        <translation>El inicio, antes del primer subpaso</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="171"/>
        <source>Wrote the ruling report %1: it opens in any web browser.</source>
        <translation>Se escribió el informe del fallo %1: se abre en cualquier navegador web.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/sharingcontroller.cpp" line="188"/>
        <source>Expectations hold after a register (its checkpoints substep), after a turn (clean-up) or at the end: step there first.</source>
        <translation>Los resultados esperados se comprueban tras un registro (su subpaso de puntos de chequeo), tras un turno (limpieza) o al final: avance primero hasta allí.</translation>
    </message>
</context>
<context>
    <name>rf::debugger::ShopPanel</name>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="21"/>
        <source>This game has no upgrades: there is no shop.</source>
        <translation>Esta partida no tiene mejoras: no hay tienda.</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="31"/>
        <source>Upgrade</source>
        <translation>Mejora</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="31"/>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="44"/>
        <source>Upgrade deck:</source>
        <translation>Mazo de mejoras:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="45"/>
        <source>Upgrade discard pile:</source>
        <translation>Descarte de mejoras:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="46"/>
        <source>Damage piles:</source>
        <translation>Pilas de daño:</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="95"/>
        <source>(empty)</source>
        <translation>(vacío)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/shoppanel.cpp" line="66"/>
        <source>%n energy</source>
        <translation>
            <numerusform>%n de energía</numerusform>
            <numerusform>%n de energía</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="68"/>
        <source>A permanent upgrade</source>
        <translation>Una mejora permanente</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="68"/>
        <source>A temporary upgrade</source>
        <translation>Una mejora temporal</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/debugger/shoppanel.cpp" line="76"/>
        <location filename="../editor/debugger/shoppanel.cpp" line="77"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="90"/>
        <source>%1: no limit</source>
        <translation>%1: sin límite</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="90"/>
        <source>%1: %2 left</source>
        <translation>%1: quedan %2</translation>
    </message>
    <message>
        <location filename="../editor/debugger/shoppanel.cpp" line="83"/>
        <source>none counted: no pile runs out</source>
        <translation>ninguna contada: ninguna pila se agota</translation>
    </message>
</context>
<context>
    <name>rf::editor::BeltTool</name>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="222"/>
        <source>Belt path</source>
        <translation>Recorrido de rampa</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="223"/>
        <source>Drag a path to lay conveyor belts along it (T)</source>
        <translation>Arrastre un recorrido para colocar rampas a lo largo de él (T)</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="226"/>
        <source>&lt;b&gt;Belt path&lt;/b&gt;&lt;p&gt;Drag from square to square to lay a conveyor belt that carries robots along the path. Turns become curves, belts that already point into the path become merges, and a belt the path runs into takes it as an input. The express belt of the palette lays express belts; a single click lays one belt facing the current rotation (R).&lt;/p&gt;</source>
        <translation>&lt;b&gt;Recorrido de rampa&lt;/b&gt;&lt;p&gt;Arrastre de cuadro en cuadro para colocar una rampa que lleve a los robots por el recorrido. Los giros se convierten en curvas, las rampas que ya apuntan al recorrido se convierten en uniones, y una rampa contra la que termina el recorrido lo toma como entrada. La rampa rápida de la paleta coloca rampas rápidas; un solo clic coloca una rampa orientada según la rotación actual (R).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="235"/>
        <source>The %1 layer is locked</source>
        <translation>La capa «%1» está bloqueada</translation>
    </message>
</context>
<context>
    <name>rf::editor::BoardTool</name>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="190"/>
        <source>Arrange boards</source>
        <translation>Colocar tableros</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="191"/>
        <source>Drag boards to move them on the course; R turns the board under the cursor (M)</source>
        <translation>Arrastre tableros para moverlos en el circuito; R gira el tablero bajo el cursor (M)</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="194"/>
        <source>&lt;b&gt;Arrange boards&lt;/b&gt;&lt;p&gt;Drag a board of the course to move it on the course grid; R and Shift+R turn the board under the cursor. A board cannot be moved onto another one. Add boards with Course &gt; Add Board.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Colocar tableros&lt;/b&gt;&lt;p&gt;Arrastre un tablero del circuito para moverlo por la cuadrícula; R y Mayús+R giran el tablero bajo el cursor. Un tablero no puede colocarse sobre otro. Añada tableros con Circuito &gt; Añadir tablero.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="208"/>
        <source>This board has squares on a locked level: unlock the level to move the board</source>
        <translation>Este tablero tiene casillas en un nivel bloqueado: desbloquea el nivel para mover el tablero</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="241"/>
        <source>A board cannot be moved there: it would overlap another board or leave the grid</source>
        <translation>No se puede mover el tablero ahí: se solaparía con otro tablero o saldría de la cuadrícula</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="266"/>
        <source>This board has squares on a locked level: unlock the level to turn the board</source>
        <translation>Este tablero tiene casillas en un nivel bloqueado: desbloquea el nivel para girar el tablero</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="272"/>
        <source>The board cannot turn there: it would overlap another board</source>
        <translation>El tablero no puede girar ahí: se solaparía con otro tablero</translation>
    </message>
</context>
<context>
    <name>rf::editor::BoardView</name>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="193"/>
        <source>Zooms so the whole course fits the window, and keeps it fitting as the window changes until you zoom.</source>
        <translation>Ajusta el zoom para que todo el circuito quepa en la ventana, y lo mantiene ajustado al cambiar la ventana hasta que usted haga zoom.</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="195"/>
        <source>Resets the zoom to 100%.</source>
        <translation>Devuelve el zoom al 100 %.</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="195"/>
        <source>One square at its natural size</source>
        <translation>Un cuadro a su tamaño natural</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="195"/>
        <source>&amp;Actual Size</source>
        <translation>&amp;Tamaño real</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="192"/>
        <source>Show the whole course</source>
        <translation>Mostrar todo el circuito</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="192"/>
        <source>&amp;Fit to Window</source>
        <translation>Ajustar a la &amp;ventana</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="191"/>
        <source>Shows the board smaller.</source>
        <translation>Muestra el tablero más pequeño.</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="191"/>
        <source>Zoom out</source>
        <translation>Reducir</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="191"/>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="189"/>
        <source>Shows the board larger. The mouse wheel zooms at the cursor.</source>
        <translation>Muestra el tablero más grande. La rueda del ratón amplía en el cursor.</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="189"/>
        <source>Zoom in</source>
        <translation>Ampliar</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="189"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <location filename="../editor/scene/boardview.cpp" line="42"/>
        <source>&lt;b&gt;Canvas&lt;/b&gt;&lt;p&gt;The board or course being edited. The current tool acts on it with the left button. Wheel zooms at the cursor; drag with the middle button, or hold Space and drag, to pan.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Lienzo&lt;/b&gt;&lt;p&gt;El tablero o circuito que se está editando. La herramienta actual actúa con el botón izquierdo. La rueda amplía en el cursor; arrastre con el botón central, o mantenga Espacio y arrastre, para desplazar la vista.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::editor::BreakpointModel</name>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="112"/>
        <source>any robot</source>
        <translation>cualquier robot</translation>
    </message>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="115"/>
        <source>Substep: %1</source>
        <translation>Subpaso: %1</translation>
    </message>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="117"/>
        <source>%1 is damaged</source>
        <translation>%1 recibe un impacto</translation>
    </message>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="119"/>
        <source>%1 is destroyed</source>
        <translation>%1 es destruido</translation>
    </message>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="121"/>
        <source>%1 moves</source>
        <translation>%1 se mueve</translation>
    </message>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="123"/>
        <source>%1 enters %2,%3</source>
        <translation>%1 entra en %2,%3</translation>
    </message>
    <message>
        <location filename="../editor/models/breakpointmodel.cpp" line="128"/>
        <source>Decision point: %1 can decide</source>
        <translation>Punto de decisión: %1 puede decidir</translation>
    </message>
</context>
<context>
    <name>rf::editor::CoursePanel</name>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="71"/>
        <source>Notes on the course: its idea, where to play it, what to watch</source>
        <translation>Notas sobre el circuito: su idea, dónde jugarlo, qué vigilar</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="78"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="79"/>
        <source>&amp;Author:</source>
        <translation>&amp;Autor:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="80"/>
        <source>N&amp;otes:</source>
        <translation>N&amp;otas:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="82"/>
        <source>Measured figures</source>
        <translation>Cifras medidas</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="85"/>
        <source>Game length:</source>
        <translation>Duración de la partida:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="85"/>
        <source>Robots finishing:</source>
        <translation>Robots que terminan:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="85"/>
        <source>Games won:</source>
        <translation>Partidas ganadas:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="86"/>
        <source>Danger:</source>
        <translation>Peligro:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="86"/>
        <source>Hardest leg:</source>
        <translation>Tramo más duro:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="86"/>
        <source>Measured with:</source>
        <translation>Medido con:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="87"/>
        <source>Reproduce:</source>
        <translation>Reproducir:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="93"/>
        <source>The command line that plays the same games again (rallyforge-cli)</source>
        <translation>La línea de órdenes que juega de nuevo las mismas partidas (rallyforge-cli)</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="103"/>
        <source>Robots per game, on the course&apos;s start positions</source>
        <translation>Robots por partida, en las posiciones de salida del circuito</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="107"/>
        <source>More games give steadier figures and take longer</source>
        <translation>Más partidas dan cifras más estables y tardan más</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="110"/>
        <source>R&amp;uleset:</source>
        <translation>Re&amp;glamento:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="111"/>
        <source>&amp;Robots:</source>
        <translation>&amp;Robots:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="112"/>
        <source>&amp;Games:</source>
        <translation>&amp;Partidas:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="115"/>
        <source>Play games of planning robots on the course in the background and keep their figures</source>
        <translation>Jugar en segundo plano partidas de robots planificadores en el circuito y guardar sus cifras</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="116"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="117"/>
        <source>Stop measuring; the figures stay as they were</source>
        <translation>Detener la medición; las cifras quedan como estaban</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="237"/>
        <source>Measure &amp;Again</source>
        <translation>&amp;Medir de nuevo</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="237"/>
        <source>&amp;Measure</source>
        <translation>&amp;Medir</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="249"/>
        <source>%1 deaths per robot-turn (%2)</source>
        <translation>%1 destrucciones por robot y turno (%2)</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="252"/>
        <source>%1: %2 of its robots destroyed</source>
        <translation>%1: %2 de sus robots destruidos</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="255"/>
        <source>median %1 turns</source>
        <translation>mediana de %1 turnos</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="257"/>
        <source>%1 games of %2 robots, %3 (%4), seed %5, on %6</source>
        <translation>%1 partidas de %2 robots, %3 (%4), semilla %5, el %6</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="271"/>
        <source>Not measured yet: Measure plays games of planning robots on the course and keeps their figures with it.</source>
        <translation>Aún sin medir: Medir hace jugar partidas a robots planificadores en el circuito y guarda sus cifras con él.</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="276"/>
        <source>squares or elements moved, turned or changed</source>
        <translation>casillas o elementos movidos, girados o cambiados</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="278"/>
        <source>&lt;b&gt;Stale:&lt;/b&gt; the course changed since these figures were measured (%1). Measure again to update them.</source>
        <translation>&lt;b&gt;Desfasadas:&lt;/b&gt; el circuito ha cambiado desde que se midieron estas cifras (%1). Mide de nuevo para actualizarlas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/widgets/coursepanel.cpp" line="304"/>
        <source>Measuring: planning robots play %n game(s) on the course...</source>
        <translation>
            <numerusform>Midiendo: robots planificadores juegan %n partida en el circuito...</numerusform>
            <numerusform>Midiendo: robots planificadores juegan %n partidas en el circuito...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="316"/>
        <source>Measure the course</source>
        <translation>Medir el circuito</translation>
    </message>
    <message>
        <location filename="../editor/widgets/coursepanel.cpp" line="324"/>
        <source>The course could not be measured: %1</source>
        <translation>No se pudo medir el circuito: %1</translation>
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
        <translation>al norte de %1, %2</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="57"/>
        <source>west of %1, %2</source>
        <translation>al oeste de %1, %2</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="58"/>
        <source>course</source>
        <translation>circuito</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="70"/>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="70"/>
        <source>Warning</source>
        <translation>Aviso</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="96"/>
        <source>Severity</source>
        <translation>Gravedad</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="97"/>
        <source>Place</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="98"/>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <location filename="../editor/models/diagnosticsmodel.cpp" line="99"/>
        <source>Code</source>
        <translation>Código</translation>
    </message>
</context>
<context>
    <name>rf::editor::Document</name>
    <message>
        <location filename="../editor/document/boarddocument.cpp" line="26"/>
        <location filename="../editor/document/document.cpp" line="44"/>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
</context>
<context>
    <name>rf::editor::EdgeTool</name>
    <message>
        <location filename="../editor/tools/edgetool.cpp" line="23"/>
        <source>Walls and edges</source>
        <translation>Muros y bordes</translation>
    </message>
    <message>
        <location filename="../editor/tools/edgetool.cpp" line="24"/>
        <source>Click or drag along square borders to add walls, lasers, pushers... (W)</source>
        <translation>Haga clic o arrastre por los bordes de los cuadros para añadir muros, láseres, empujadores... (W)</translation>
    </message>
    <message>
        <location filename="../editor/tools/edgetool.cpp" line="27"/>
        <source>&lt;b&gt;Walls and edges&lt;/b&gt;&lt;p&gt;Click near a square border, or drag along borders, to put the edge feature chosen in the palette there: wall, one-way wall, laser, pusher, ledge, no-ledge or repulsor field. R and Shift+R choose the direction (lasers fire, pushers push and one-way walls block that way); on the board border it points onto the board. Drag with the right button, or hold Ctrl, to remove features of that kind.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Muros y bordes&lt;/b&gt;&lt;p&gt;Haga clic cerca del borde de un cuadro, o arrastre por los bordes, para poner allí el elemento de borde elegido en la paleta: muro, muro de un sentido, láser, empujador, desnivel, sin desnivel o campo repulsor. R y Mayús+R eligen la dirección (los láseres disparan, los empujadores empujan y los muros de un sentido bloquean hacia ella); en el borde del tablero apunta hacia el tablero. Arrastre con el botón derecho, o mantenga Ctrl, para quitar elementos de ese tipo.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/edgetool.cpp" line="59"/>
        <source>Choose a wall or edge feature in the palette</source>
        <translation>Elija un muro o elemento de borde en la paleta</translation>
    </message>
    <message>
        <location filename="../editor/tools/edgetool.cpp" line="63"/>
        <source>The %1 layer is locked</source>
        <translation>La capa «%1» está bloqueada</translation>
    </message>
</context>
<context>
    <name>rf::editor::EditorActions</name>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="129"/>
        <source>Outlines each square and border a validation error (red) or warning (amber) names, with a badge on squares.</source>
        <translation>Resalta cada casilla y cada borde que indica un error (rojo) o un aviso (ámbar) de la validación, con una insignia en las casillas.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="128"/>
        <source>Outline the squares and borders the validation names</source>
        <translation>Resaltar las casillas y los bordes que indica la validación</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="128"/>
        <source>Mark &amp;Problems on the Board</source>
        <translation>&amp;Marcar los problemas en el tablero</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="51"/>
        <source>&amp;New...</source>
        <translation>&amp;Nuevo...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="51"/>
        <source>Start an empty board or course</source>
        <translation>Empezar un tablero o circuito vacío</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="52"/>
        <source>Replaces the document with an empty board or course of the size you choose, after asking about unsaved changes.</source>
        <translation>Sustituye el documento por un tablero o circuito vacío del tamaño que elija, tras preguntar por los cambios sin guardar.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="55"/>
        <source>&amp;Open...</source>
        <translation>&amp;Abrir...</translation>
    </message>
    <message>
        <source>Open a board or course</source>
        <translation type="vanished">Abrir un tablero o circuito</translation>
    </message>
    <message>
        <source>Opens a RallyForge board or course file (*.rfboard).</source>
        <translation type="vanished">Abre un archivo de tablero o circuito de RallyForge (*.rfboard).</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="67"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="67"/>
        <source>Save the document</source>
        <translation>Guardar el documento</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="67"/>
        <source>Saves the document to its file, asking for a name the first time.</source>
        <translation>Guarda el documento en su archivo; la primera vez pide un nombre.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="68"/>
        <source>Save &amp;As...</source>
        <translation>Guardar &amp;como...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="68"/>
        <source>Save the document under a new name</source>
        <translation>Guardar el documento con otro nombre</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="68"/>
        <source>Saves the document to a new file.</source>
        <translation>Guarda el documento en un archivo nuevo.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="69"/>
        <source>Re&amp;vert</source>
        <translation>Re&amp;vertir</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="69"/>
        <source>Discard the changes since the last save</source>
        <translation>Descartar los cambios desde la última vez que se guardó</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="69"/>
        <source>Reloads the file from disk, discarding unsaved changes.</source>
        <translation>Vuelve a cargar el archivo del disco y descarta los cambios sin guardar.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="70"/>
        <source>&amp;Import...</source>
        <translation>&amp;Importar...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="70"/>
        <source>Import a board from another program&apos;s format</source>
        <translation>Importar un tablero en el formato de otro programa</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="70"/>
        <source>Reads a board in one of the formats of other RoboRally programs; elements that cannot be carried over are listed.</source>
        <translation>Lee un tablero en uno de los formatos de otros programas de RoboRally; se listan los elementos que no se pueden trasladar.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="71"/>
        <source>&amp;Export...</source>
        <translation>&amp;Exportar...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="71"/>
        <source>Export the course to another program&apos;s format</source>
        <translation>Exportar el circuito al formato de otro programa</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="71"/>
        <source>Writes the course in one of the formats of other RoboRally programs; elements that cannot be carried over are listed.</source>
        <translation>Escribe el circuito en uno de los formatos de otros programas de RoboRally; se listan los elementos que no se pueden trasladar.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="72"/>
        <source>Export &amp;Image...</source>
        <translation>Exportar i&amp;magen...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="72"/>
        <source>Save the course as a PNG, SVG or PDF</source>
        <translation>Guardar el circuito como PNG, SVG o PDF</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="73"/>
        <source>Writes the course as a PNG or SVG picture or as a PDF at real print size (21 mm per square by default), with optional cut marks.</source>
        <translation>Escribe el circuito como imagen PNG o SVG, o como PDF a tamaño real de impresión (21 mm por cuadro de forma predeterminada), con marcas de corte opcionales.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="76"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="76"/>
        <source>Quit RallyForge</source>
        <translation>Salir de RallyForge</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="76"/>
        <source>Closes the window, asking about unsaved changes.</source>
        <translation>Cierra la ventana, preguntando por los cambios sin guardar.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="89"/>
        <location filename="../editor/app/editoractions.cpp" line="211"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="89"/>
        <source>Undo the last change</source>
        <translation>Deshacer el último cambio</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="89"/>
        <source>Undoes the last change. Not available while a drag is in progress.</source>
        <translation>Deshace el último cambio. No disponible mientras se arrastra.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="90"/>
        <location filename="../editor/app/editoractions.cpp" line="212"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="90"/>
        <source>Redo the change undone last</source>
        <translation>Rehacer el último cambio deshecho</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="90"/>
        <source>Redoes the change undone last. Not available while a drag is in progress.</source>
        <translation>Rehace el último cambio deshecho. No disponible mientras se arrastra.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="93"/>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="93"/>
        <source>Cut the selected squares to the clipboard</source>
        <translation>Cortar los cuadros seleccionados al portapapeles</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="93"/>
        <source>Copies the selected squares with everything on them to the clipboard and clears them.</source>
        <translation>Copia al portapapeles los cuadros seleccionados con todo lo que contienen y los vacía.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="94"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="94"/>
        <source>Copy the selected squares to the clipboard</source>
        <translation>Copiar los cuadros seleccionados al portapapeles</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="94"/>
        <source>Copies the selected squares with everything on them to the clipboard, as board JSON.</source>
        <translation>Copia al portapapeles los cuadros seleccionados con todo lo que contienen, como JSON de tablero.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="95"/>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="95"/>
        <source>Paste squares from the clipboard</source>
        <translation>Pegar cuadros del portapapeles</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="95"/>
        <source>Pastes copied squares at the selection, or at the square under the cursor.</source>
        <translation>Pega los cuadros copiados en la selección o en el cuadro bajo el cursor.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="96"/>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="96"/>
        <source>Clear the selected squares</source>
        <translation>Vaciar los cuadros seleccionados</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="96"/>
        <source>Clears the selected squares, or removes the selected walls and edge features.</source>
        <translation>Vacía los cuadros seleccionados o quita los muros y elementos de borde seleccionados.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="97"/>
        <source>Select &amp;All</source>
        <translation>&amp;Seleccionar todo</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="97"/>
        <source>Select every square</source>
        <translation>Seleccionar todos los cuadros</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="97"/>
        <source>Selects the whole grid.</source>
        <translation>Selecciona toda la cuadrícula.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="98"/>
        <source>Select &amp;None</source>
        <translation>No seleccionar &amp;nada</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="98"/>
        <source>Clear the selection</source>
        <translation>Quitar la selección</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="98"/>
        <source>Clears the selection.</source>
        <translation>Quita la selección.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="99"/>
        <source>Rotate Selection &amp;Clockwise</source>
        <translation>Girar selección en sentido &amp;horario</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="99"/>
        <source>Turn the selected squares a quarter turn clockwise</source>
        <translation>Girar un cuarto de vuelta en sentido horario los cuadros seleccionados</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="99"/>
        <source>Turns the selected squares, with every direction on them, a quarter turn clockwise.</source>
        <translation>Gira un cuarto de vuelta en sentido horario los cuadros seleccionados, con todas sus direcciones.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="100"/>
        <source>Rotate Selection C&amp;ounterclockwise</source>
        <translation>Girar selección en sentido &amp;antihorario</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="100"/>
        <source>Turn the selected squares a quarter turn counterclockwise</source>
        <translation>Girar un cuarto de vuelta en sentido antihorario los cuadros seleccionados</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="100"/>
        <source>Turns the selected squares a quarter turn counterclockwise.</source>
        <translation>Gira un cuarto de vuelta en sentido antihorario los cuadros seleccionados.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="101"/>
        <source>&amp;Mirror Horizontally</source>
        <translation>Reflejar hori&amp;zontalmente</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="101"/>
        <source>Mirror the selected squares east to west</source>
        <translation>Reflejar de este a oeste los cuadros seleccionados</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="101"/>
        <source>Mirrors the selected squares east to west; directions and gear senses flip with them.</source>
        <translation>Refleja de este a oeste los cuadros seleccionados; las direcciones y el sentido de los rotores se invierten con ellos.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="102"/>
        <source>Mirror &amp;Vertically</source>
        <translation>Reflejar &amp;verticalmente</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="102"/>
        <source>Mirror the selected squares north to south</source>
        <translation>Reflejar de norte a sur los cuadros seleccionados</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="102"/>
        <source>Mirrors the selected squares north to south; directions and gear senses flip with them.</source>
        <translation>Refleja de norte a sur los cuadros seleccionados; las direcciones y el sentido de los rotores se invierten con ellos.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="103"/>
        <source>&amp;Turn Element</source>
        <translation>&amp;Girar elemento</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="103"/>
        <source>Turn the palette element clockwise (R)</source>
        <translation>Girar en sentido horario el elemento de la paleta (R)</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="103"/>
        <source>Turns the element being placed a quarter turn clockwise; with the board tool, turns the board under the cursor.</source>
        <translation>Gira un cuarto de vuelta en sentido horario el elemento que se coloca; con la herramienta de tableros, gira el tablero bajo el cursor.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="104"/>
        <source>Turn Element &amp;Back</source>
        <translation>Girar e&amp;lemento hacia atrás</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="104"/>
        <source>Turn the palette element counterclockwise (Shift+R)</source>
        <translation>Girar en sentido antihorario el elemento de la paleta (Mayús+R)</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="104"/>
        <source>Turns the element being placed a quarter turn counterclockwise.</source>
        <translation>Gira un cuarto de vuelta en sentido antihorario el elemento que se coloca.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="123"/>
        <source>Show &amp;Grid</source>
        <translation>Mostrar &amp;cuadrícula</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="123"/>
        <source>Show or hide the grid lines</source>
        <translation>Mostrar u ocultar las líneas de la cuadrícula</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="123"/>
        <source>Shows or hides the thin lines between squares.</source>
        <translation>Muestra u oculta las líneas finas entre cuadros.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="135"/>
        <source>Add Board from &amp;File...</source>
        <translation>Añadir tablero desde &amp;archivo...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="135"/>
        <source>Add a board file to the course</source>
        <translation>Añadir un archivo de tablero al circuito</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="135"/>
        <source>Adds a board from a file to the right of the course; arrange it with the Arrange Boards tool.</source>
        <translation>Añade un tablero desde un archivo a la derecha del circuito; colóquelo con la herramienta Colocar tableros.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="136"/>
        <source>&amp;Remove Board</source>
        <translation>&amp;Quitar tablero</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="136"/>
        <source>Remove the board holding the selection</source>
        <translation>Quitar el tablero que contiene la selección</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="136"/>
        <source>Removes the board that holds the selected squares from the course.</source>
        <translation>Quita del circuito el tablero que contiene los cuadros seleccionados.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="138"/>
        <source>Add Board</source>
        <translation>Añadir tablero</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="148"/>
        <source>&amp;Generate Course...</source>
        <translation>&amp;Generar circuito...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="148"/>
        <source>Generate a course to a target length and danger</source>
        <translation>Generar un circuito con una duración y un peligro objetivo</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="149"/>
        <source>Places boards of the library into courses, chooses their checkpoints and measures each with games of planning robots; the courses closest to the target length and danger are offered to open.</source>
        <translation>Combina tableros de la biblioteca en circuitos, elige sus banderas y mide cada uno con partidas de robots que planifican; se ofrecen para abrir los circuitos más cercanos a la duración y al peligro buscados.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="152"/>
        <source>Course &amp;Properties...</source>
        <translation>&amp;Propiedades del circuito...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="153"/>
        <source>Name, author, notes and measured figures of the course</source>
        <translation>Nombre, autor, notas y cifras medidas del circuito</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="154"/>
        <source>Shows the Course panel: the course&apos;s name, author and notes, and the figures planning robots measured on it, marked stale after an edit and measured again with one click.</source>
        <translation>Muestra el panel Circuito: el nombre, el autor y las notas del circuito, y las cifras que midieron en él robots planificadores, marcadas como desfasadas tras una edición y medidas de nuevo con un clic.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="167"/>
        <source>What&apos;s &amp;This?</source>
        <translation>¿&amp;Qué es esto?</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="167"/>
        <source>Click on anything to learn what it does</source>
        <translation>Haga clic en cualquier cosa para saber qué hace</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="167"/>
        <source>Enters What&apos;s This mode: click on a tool or panel for help.</source>
        <translation>Entra en el modo «¿Qué es esto?»: haga clic en una herramienta o panel para obtener ayuda.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="169"/>
        <source>&amp;About RallyForge</source>
        <translation>&amp;Acerca de RallyForge</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="169"/>
        <source>Versions and licence</source>
        <translation>Versiones y licencia</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="169"/>
        <source>Shows the versions of RallyForge, Qt and KArchive.</source>
        <translation>Muestra las versiones de RallyForge, Qt y KArchive.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="171"/>
        <source>About RallyForge</source>
        <translation>Acerca de RallyForge</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="172"/>
        <source>&lt;h3&gt;RallyForge %1&lt;/h3&gt;&lt;p&gt;Board and scenario editor with a rules simulator for RoboRally-style factory race games.&lt;/p&gt;&lt;p&gt;Qt %2, KArchive %3&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RallyForge %1&lt;/h3&gt;&lt;p&gt;Editor de tableros y escenarios con simulador de reglas para juegos de carreras en fábricas al estilo de RoboRally.&lt;/p&gt;&lt;p&gt;Qt %2, KArchive %3&lt;/p&gt;&lt;p&gt;Con licencia GNU General Public License, versión 3 o posterior.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="177"/>
        <source>About &amp;Qt</source>
        <translation>Acerca de Q&amp;t</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="177"/>
        <source>About the Qt toolkit</source>
        <translation>Acerca de la biblioteca Qt</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="177"/>
        <source>Shows the Qt version and licence.</source>
        <translation>Muestra la versión y la licencia de Qt.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="211"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Deshacer %1</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="212"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rehacer %1</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="234"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="237"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="253"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="260"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="270"/>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="273"/>
        <source>&amp;Course</source>
        <translation>&amp;Circuito</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="275"/>
        <source>Add &amp;Shipped Board</source>
        <translation>Añadir tablero &amp;incluido</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="288"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="295"/>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="305"/>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="326"/>
        <source>No shipped boards found</source>
        <translation>No se han encontrado tableros incluidos</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="335"/>
        <source>Copied %1 x %2 squares</source>
        <translation>Copiados %1 x %2 cuadros</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="344"/>
        <source>Cut</source>
        <translation>Cortar</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="353"/>
        <source>The clipboard holds no RallyForge squares</source>
        <translation>El portapapeles no contiene cuadros de RallyForge</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="372"/>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="430"/>
        <source>Opened %1: save it to keep it</source>
        <translation>Abierto %1: guárdelo para conservarlo</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="439"/>
        <location filename="../editor/app/editoractions.cpp" line="443"/>
        <location filename="../editor/app/editoractions.cpp" line="451"/>
        <source>Cannot add board</source>
        <translation>No se puede añadir el tablero</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="443"/>
        <source>%1 is a course; add its boards one by one.</source>
        <translation>%1 es un circuito; añada sus tableros uno a uno.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="451"/>
        <source>The course would be larger than %1 squares across.</source>
        <translation>El circuito tendría más de %1 cuadros de ancho.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="455"/>
        <source>Added %1; drag it into place with the Arrange Boards tool</source>
        <translation>Añadido %1; arrástrelo a su sitio con la herramienta Colocar tableros</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="144"/>
        <source>Resi&amp;ze Board...</source>
        <translation>Cambiar el &amp;tamaño del tablero...</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="55"/>
        <source>Open a board, course or scenario</source>
        <translation>Abrir un tablero, circuito o escenario</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="56"/>
        <source>Opens a RallyForge board or course file (*.rfboard), or a scenario (*.rfscenario) in a debugger window of its own.</source>
        <translation>Abre un archivo de tablero o circuito de RallyForge (*.rfboard), o un escenario (*.rfscenario) en su propia ventana del depurador.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="60"/>
        <source>&amp;Close</source>
        <translation>Cerrar &amp;documento</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="60"/>
        <source>Close the board or course</source>
        <translation>Cerrar el tablero o circuito</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="61"/>
        <source>Closes the document after asking about unsaved changes, leaving an empty untitled board.</source>
        <translation>Cierra el documento tras preguntar por los cambios sin guardar y deja un tablero vacío sin título.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="144"/>
        <location filename="../editor/app/editoractions.cpp" line="224"/>
        <source>Change the size of the board</source>
        <translation>Cambiar el tamaño del tablero</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="145"/>
        <source>Gives the board a new width and height, its squares moved by an offset; what falls outside is listed before you confirm. One undo step.</source>
        <translation>Da al tablero un nuevo ancho y alto, con sus cuadros desplazados; lo que queda fuera se enumera antes de confirmar. Un solo paso de deshacer.</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="225"/>
        <source>A course&apos;s grid is made by its boards: open a board on its own to resize it, or arrange the boards with the Arrange Boards tool</source>
        <translation>La cuadrícula de un circuito la forman sus tableros: abra un tablero por separado para cambiar su tamaño, o coloque los tableros con la herramienta Colocar tableros</translation>
    </message>
    <message>
        <location filename="../editor/app/editoractions.cpp" line="467"/>
        <source>Resized the board to %1 x %2</source>
        <translation>Tablero cambiado a %1 x %2</translation>
    </message>
</context>
<context>
    <name>rf::editor::EraseTool</name>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="172"/>
        <source>Erase</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="173"/>
        <source>Erase the current layer on squares (E); Shift erases every unlocked layer</source>
        <translation>Borrar la capa actual en los cuadros (E); Mayús borra todas las capas desbloqueadas</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="176"/>
        <source>&lt;b&gt;Erase&lt;/b&gt;&lt;p&gt;Drag over squares to clear what the current layer of the layers panel holds there: floor (back to plain floor on the lower level), devices, the walls and edge features around the squares, or markers. Hold Shift to clear every unlocked layer at once.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Borrar&lt;/b&gt;&lt;p&gt;Arrastre sobre cuadros para vaciar lo que contiene allí la capa actual del panel de capas: suelo (vuelve a suelo liso en el nivel inferior), dispositivos, los muros y elementos de borde alrededor de los cuadros, o marcadores. Mantenga Mayús para vaciar a la vez todas las capas desbloqueadas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="205"/>
        <source>The current layer is locked</source>
        <translation>La capa actual está bloqueada</translation>
    </message>
</context>
<context>
    <name>rf::editor::ExportImageDialog</name>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="35"/>
        <location filename="../editor/app/exportimagedialog.cpp" line="197"/>
        <source>Export Image</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="36"/>
        <source>&lt;b&gt;Export Image&lt;/b&gt;&lt;p&gt;Writes the course as a PNG or SVG picture or as a PDF to print. The format follows the file name&apos;s extension. PDF pages are at real size: by default one square is 21 mm, as on the printed boards.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Exportar imagen&lt;/b&gt;&lt;p&gt;Escribe el circuito como imagen PNG o SVG, o como PDF para imprimir. El formato depende de la extensión del nombre de archivo. Las páginas PDF están a tamaño real: de forma predeterminada, un cuadro mide 21 mm, como en los tableros impresos.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="41"/>
        <source>The file to write: .png, .svg or .pdf</source>
        <translation>El archivo que se escribirá: .png, .svg o .pdf</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="42"/>
        <source>&amp;Browse...</source>
        <translation>E&amp;xaminar...</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="52"/>
        <source>PNG and SVG size: 1 = 64 pixels per square (with a resolution: 1 = real size)</source>
        <translation>Tamaño de PNG y SVG: 1 = 64 píxeles por cuadro (con una resolución: 1 = tamaño real)</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="57"/>
        <source>None (use the scale)</source>
        <translation>Ninguna (usar la escala)</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="58"/>
        <source> dpi</source>
        <translation> ppp</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="59"/>
        <source>PNG only: size the image so it prints at real size at this resolution</source>
        <translation>Solo PNG: dimensionar la imagen para que se imprima a tamaño real con esta resolución</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="65"/>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="66"/>
        <source>Printed size of one square (PDF, and PNG with a resolution)</source>
        <translation>Tamaño impreso de un cuadro (PDF, y PNG con una resolución)</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="68"/>
        <source>&amp;Cut marks</source>
        <translation>Marcas de &amp;corte</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="69"/>
        <source>PDF only: crop marks at the corners of the board</source>
        <translation>Solo PDF: marcas de corte en las esquinas del tablero</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="72"/>
        <source>One page the size of the board</source>
        <translation>Una página del tamaño del tablero</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="75"/>
        <source>PDF only: paper size; a board larger than the paper is split over several pages</source>
        <translation>Solo PDF: tamaño del papel; un tablero más grande que el papel se reparte en varias páginas</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="77"/>
        <source>&amp;Grid lines</source>
        <translation>&amp;Líneas de cuadrícula</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="79"/>
        <source>Draw the thin lines between squares</source>
        <translation>Dibujar las líneas finas entre cuadros</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="85"/>
        <source>&amp;File:</source>
        <translation>&amp;Archivo:</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="88"/>
        <source>&amp;Scale:</source>
        <translation>E&amp;scala:</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="89"/>
        <source>&amp;Resolution:</source>
        <translation>&amp;Resolución:</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="90"/>
        <source>S&amp;quare size:</source>
        <translation>Tamaño del cua&amp;dro:</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="91"/>
        <source>&amp;Paper:</source>
        <translation>&amp;Papel:</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="96"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="160"/>
        <source>Choose a file name ending in .png, .svg or .pdf.</source>
        <translation>Elija un nombre de archivo terminado en .png, .svg o .pdf.</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="163"/>
        <source>Unknown image type &quot;%1&quot;: the name must end in .png, .svg or .pdf.</source>
        <translation>Tipo de imagen desconocido «%1»: el nombre debe terminar en .png, .svg o .pdf.</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="167"/>
        <source>1 page</source>
        <translation>1 página</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="167"/>
        <source>%1 pages</source>
        <translation>%1 páginas</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="168"/>
        <source>%1 of %2 x %3 mm; the course prints %4 x %5 mm.</source>
        <translation>%1 de %2 x %3 mm; el circuito se imprime a %4 x %5 mm.</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="178"/>
        <source>%1 x %2 pixels (%3 per square).</source>
        <translation>%1 x %2 píxeles (%3 por cuadro).</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="180"/>
        <source>That is too large: lower the scale or the resolution.</source>
        <translation>Es demasiado grande: reduzca la escala o la resolución.</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="190"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg);;Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="194"/>
        <source>SVG drawing (*.svg)</source>
        <translation>Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../editor/app/exportimagedialog.cpp" line="196"/>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>rf::editor::ExportNotesDialog</name>
    <message>
        <location filename="../editor/app/exportnotesdialog.cpp" line="28"/>
        <source>Export Notes</source>
        <translation>Notas de exportación</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/exportnotesdialog.cpp" line="32"/>
        <source>Exporting to %1 drops or approximates %n element(s) that its format cannot hold:</source>
        <translation>
            <numerusform>Al exportar a %1 se omite o aproxima %n elemento que su formato no puede contener:</numerusform>
            <numerusform>Al exportar a %1 se omiten o aproximan %n elementos que su formato no puede contener:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/exportnotesdialog.cpp" line="42"/>
        <source>&amp;Always cancel when something would be lost</source>
        <translation>Cancelar &amp;siempre que algo se fuera a perder</translation>
    </message>
    <message>
        <location filename="../editor/app/exportnotesdialog.cpp" line="43"/>
        <source>Refuse such exports from now on without asking, like convert --strict</source>
        <translation>Rechazar estas exportaciones a partir de ahora sin preguntar, como convert --strict</translation>
    </message>
    <message>
        <location filename="../editor/app/exportnotesdialog.cpp" line="46"/>
        <source>&amp;Export Anyway</source>
        <translation>&amp;Exportar de todos modos</translation>
    </message>
    <message>
        <location filename="../editor/app/exportnotesdialog.cpp" line="49"/>
        <source>&amp;Copy</source>
        <translation>C&amp;opiar</translation>
    </message>
    <message>
        <location filename="../editor/app/exportnotesdialog.cpp" line="50"/>
        <source>Copy the list as plain text</source>
        <translation>Copiar la lista como texto sin formato</translation>
    </message>
</context>
<context>
    <name>rf::editor::EyedropperTool</name>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="24"/>
        <source>Eyedropper</source>
        <translation>Cuentagotas</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="25"/>
        <source>Pick an element from the board into the palette (I)</source>
        <translation>Tomar un elemento del tablero para la paleta (I)</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="28"/>
        <source>&lt;b&gt;Eyedropper&lt;/b&gt;&lt;p&gt;Click a square to make its device (or, without one, its floor) the palette&apos;s current element with the same direction and settings; click near a border to pick its edge feature. The previous tool comes back afterwards.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Cuentagotas&lt;/b&gt;&lt;p&gt;Haga clic en un cuadro para que su dispositivo (o, si no tiene, su suelo) sea el elemento actual de la paleta, con la misma dirección y ajustes; haga clic cerca de un borde para tomar su elemento de borde. Después vuelve la herramienta anterior.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="87"/>
        <source>Picked %1</source>
        <translation>Tomado: %1</translation>
    </message>
</context>
<context>
    <name>rf::editor::FileController</name>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="186"/>
        <location filename="../editor/app/filecontroller.cpp" line="260"/>
        <source>untitled</source>
        <translation>sin título</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/filecontroller.cpp" line="73"/>
        <source>... and %n more</source>
        <translation>
            <numerusform>... y %n más</numerusform>
            <numerusform>... y %n más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/filecontroller.cpp" line="61"/>
        <source>%1 (the same on %n more square(s))</source>
        <translation>
            <numerusform>%1 (lo mismo en %n casilla más)</numerusform>
            <numerusform>%1 (lo mismo en %n casillas más)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="85"/>
        <source>RallyForge boards and courses (*.rfboard);;All files (*)</source>
        <translation>Tableros y circuitos de RallyForge (*.rfboard);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="89"/>
        <source>RallyForge boards, courses and scenarios (*.rfboard *.rfscenario);;Boards and courses (*.rfboard);;Scenarios (*.rfscenario);;All files (*)</source>
        <translation>Tableros, circuitos y escenarios de RallyForge (*.rfboard *.rfscenario);;Tableros y circuitos (*.rfboard);;Escenarios (*.rfscenario);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="107"/>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="125"/>
        <location filename="../editor/app/filecontroller.cpp" line="134"/>
        <source>Cannot open file</source>
        <translation>No se puede abrir el archivo</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="129"/>
        <location filename="../editor/app/filecontroller.cpp" line="139"/>
        <source>Opened %1</source>
        <translation>Abierto %1</translation>
    </message>
    <message>
        <source>Open Board or Course</source>
        <translation type="vanished">Abrir tablero o circuito</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="167"/>
        <source>Cannot save file</source>
        <translation>No se puede guardar el archivo</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="173"/>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="187"/>
        <source>Save As</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="200"/>
        <source>Revert</source>
        <translation>Revertir</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="200"/>
        <source>Discard every change since %1 was last saved?</source>
        <translation>¿Descartar todos los cambios desde que se guardó %1 por última vez?</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="220"/>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="221"/>
        <source>Import Board</source>
        <translation>Importar tablero</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="227"/>
        <source>Cannot import file</source>
        <translation>No se puede importar el archivo</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="233"/>
        <source>Import notes</source>
        <translation>Notas de importación</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="233"/>
        <source>Some elements could not be imported unchanged:

%1</source>
        <translation>Algunos elementos no se pudieron importar sin cambios:

%1</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="250"/>
        <location filename="../editor/app/filecontroller.cpp" line="263"/>
        <location filename="../editor/app/filecontroller.cpp" line="353"/>
        <source>Export Board</source>
        <translation>Exportar tablero</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="264"/>
        <source>%1 cannot hold this course: %2</source>
        <translation>%1 no puede contener este circuito: %2</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="317"/>
        <location filename="../editor/app/filecontroller.cpp" line="325"/>
        <location filename="../editor/app/filecontroller.cpp" line="331"/>
        <location filename="../editor/app/filecontroller.cpp" line="343"/>
        <source>Cannot export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="346"/>
        <source>Exported %1</source>
        <translation>Exportado %1</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="354"/>
        <source>%1 beside the export holds other content than RallyForge writes there (edited in Tiled?).

Replace it? Nothing has been written yet.</source>
        <translation>%1, junto a la exportación, contiene algo distinto de lo que RallyForge escribe ahí (¿editado en Tiled?).

¿Reemplazarlo? Todavía no se ha escrito nada.</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="416"/>
        <source>Cannot export image</source>
        <translation>No se puede exportar la imagen</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="419"/>
        <source>Exported image %1</source>
        <translation>Imagen exportada: %1</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="452"/>
        <source>No recent files</source>
        <translation>No hay archivos recientes</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="454"/>
        <source>&amp;Clear Recent Files</source>
        <translation>&amp;Vaciar archivos recientes</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="473"/>
        <source>Untitled board</source>
        <translation>Tablero sin título</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="474"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>an untitled document</source>
        <translation type="vanished">un documento sin título</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation type="vanished">Recuperar trabajo sin guardar</translation>
    </message>
    <message>
        <source>RallyForge did not close properly last time. Restore the unsaved changes to %1?</source>
        <translation type="vanished">RallyForge no se cerró correctamente la última vez. ¿Restaurar los cambios sin guardar de %1?</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation type="vanished">No se puede recuperar</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="297"/>
        <source>No temporary folder to prepare the export in: %1</source>
        <translation>No hay una carpeta temporal donde preparar la exportación: %1</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="145"/>
        <source>Open Board, Course or Scenario</source>
        <translation>Abrir tablero, circuito o escenario</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="159"/>
        <source>Closed %1</source>
        <translation>Cerrado %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/filecontroller.cpp" line="366"/>
        <source>Nothing was written to %1: %n element(s) would be dropped or approximated, and exports are set to cancel when something would be lost.</source>
        <translation>
            <numerusform>No se escribió nada en %1: se omitiría o aproximaría %n elemento, y las exportaciones están configuradas para cancelarse cuando algo se fuera a perder.</numerusform>
            <numerusform>No se escribió nada en %1: se omitirían o aproximarían %n elementos, y las exportaciones están configuradas para cancelarse cuando algo se fuera a perder.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="383"/>
        <source>Export cancelled</source>
        <translation>Exportación cancelada</translation>
    </message>
    <message>
        <location filename="../editor/app/filecontroller.cpp" line="386"/>
        <source>&amp;Ask Next Time</source>
        <translation>&amp;Preguntar la próxima vez</translation>
    </message>
</context>
<context>
    <name>rf::editor::FloodFillTool</name>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="176"/>
        <source>Flood fill</source>
        <translation>Relleno por área</translation>
    </message>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="177"/>
        <source>Fill the connected area of like squares with the palette&apos;s element (F)</source>
        <translation>Rellenar con el elemento de la paleta el área conectada de cuadros iguales (F)</translation>
    </message>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="180"/>
        <source>&lt;b&gt;Flood fill&lt;/b&gt;&lt;p&gt;Click a square: it and every square connected to it with the same floor, level and device, not separated by walls, get the floor or device chosen in the palette.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Relleno por área&lt;/b&gt;&lt;p&gt;Haga clic en un cuadro: él y todos los cuadros conectados con el mismo suelo, nivel y dispositivo, sin muros entre ellos, reciben el suelo o dispositivo elegido en la paleta.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::editor::GenerateCourseDialog</name>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="54"/>
        <source>Generate Course</source>
        <translation>Generar circuito</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="59"/>
        <source>Add &amp;Folder...</source>
        <translation>Añadir &amp;carpeta...</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="60"/>
        <source>&amp;Remove Folder</source>
        <translation>&amp;Quitar carpeta</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="81"/>
        <source> turns</source>
        <translation> turnos</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="82"/>
        <source>The median turn in which the first robot takes the last checkpoint.</source>
        <translation>La mediana del turno en que el primer robot toma la última bandera.</translation>
    </message>
    <message>
        <source>Gentle</source>
        <translation type="vanished">Suave</translation>
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
        <translation>Menos de %1 destrucciones por robot y turno</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="90"/>
        <source>%1 or more deaths per robot-turn</source>
        <translation>%1 o más destrucciones por robot y turno</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="91"/>
        <source>%1 to %2 deaths per robot-turn</source>
        <translation>De %1 a %2 destrucciones por robot y turno</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="102"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="103"/>
        <source>no ceiling</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="105"/>
        <source>The most robots one leg may destroy, in percent of those that begin it. Courses with a deadlier leg are listed after the others and say so.</source>
        <translation>Cuántos robots puede destruir como mucho un tramo, en porcentaje de los que lo empiezan. Los circuitos con un tramo más mortal se listan después de los demás y lo indican.</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="134"/>
        <source>Board library:</source>
        <translation>Biblioteca de tableros:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="135"/>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="136"/>
        <source>R&amp;uleset:</source>
        <translation>Re&amp;glamento:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="137"/>
        <source>Rule &amp;options:</source>
        <translation>&amp;Opciones de reglas:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="138"/>
        <source>&amp;Target game length:</source>
        <translation>&amp;Duración buscada:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="139"/>
        <source>&amp;Danger:</source>
        <translation>&amp;Peligro:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="140"/>
        <source>&amp;Losses per leg at most:</source>
        <translation>&amp;Pérdidas por tramo como máximo:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="141"/>
        <source>&amp;Boards:</source>
        <translation>&amp;Tableros:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="142"/>
        <source>&amp;Checkpoints:</source>
        <translation>&amp;Banderas:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="143"/>
        <source>&amp;Seed:</source>
        <translation>&amp;Semilla:</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="146"/>
        <source>Planning robots play every candidate course; the courses closest to the target are kept.</source>
        <translation>Robots que planifican juegan cada circuito candidato; se conservan los más cercanos al objetivo.</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="160"/>
        <source>&amp;Generate</source>
        <translation>&amp;Generar</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="162"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="164"/>
        <source>Stop the search and keep the best courses found so far.</source>
        <translation>Detener la búsqueda y conservar los mejores circuitos encontrados hasta ahora.</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="165"/>
        <source>&amp;Open Course</source>
        <translation>&amp;Abrir circuito</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="167"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="218"/>
        <source>%1 (shipped)</source>
        <translation>%1 (incluida)</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="227"/>
        <source>Add Board Folder</source>
        <translation>Añadir carpeta de tableros</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/generatecoursedialog.cpp" line="315"/>
        <source>Reading %n board(s) of the library and placing them...</source>
        <translation>
            <numerusform>Leyendo %n tablero de la biblioteca y colocándolo...</numerusform>
            <numerusform>Leyendo %n tableros de la biblioteca y colocándolos...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="329"/>
        <source>Placing boards and mapping each layout for the planning robots</source>
        <translation>Colocando tableros y trazando cada disposición para los robots que planifican</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="329"/>
        <source>Playing a few games on each candidate</source>
        <translation>Unas pocas partidas en cada candidato</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="330"/>
        <source>Measuring the best candidates with more games</source>
        <translation>Midiendo los mejores candidatos con más partidas</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/generatecoursedialog.cpp" line="333"/>
        <source>%1: %2 of %3. %n candidate course(s) played so far.</source>
        <translation>
            <numerusform>%1: %2 de %3. %n circuito candidato jugado hasta ahora.</numerusform>
            <numerusform>%1: %2 de %3. %n circuitos candidatos jugados hasta ahora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/generatecoursedialog.cpp" line="408"/>
        <source>Generated for %n player(s) with a target of %1 turns, danger %2 (seed %3).</source>
        <translation>
            <numerusform>Generado para %n jugador con un objetivo de %1 turnos, peligro %2 (semilla %3).</numerusform>
            <numerusform>Generado para %n jugadores con un objetivo de %1 turnos, peligro %2 (semilla %3).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="412"/>
        <source>Measured %1.</source>
        <translation>Medido: %1.</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="414"/>
        <source>Screened only: the search was cancelled before measuring it.</source>
        <translation>Solo preseleccionado: la búsqueda se canceló antes de medirlo.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) asked for; a course is generated for 2 to 8.</source>
        <translation type="vanished">
            <numerusform>%n jugador pedido; se generan circuitos para 2 a 8.</numerusform>
            <numerusform>%n jugadores pedidos; se generan circuitos para 2 a 8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) asked for; a course has 1 to 4.</source>
        <translation type="vanished">
            <numerusform>%n tablero pedido; un circuito tiene de 1 a 4.</numerusform>
            <numerusform>%n tableros pedidos; un circuito tiene de 1 a 4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s) asked for; a course has 1 to 6.</source>
        <translation type="vanished">
            <numerusform>%n bandera pedida; un circuito tiene de 1 a 6.</numerusform>
            <numerusform>%n banderas pedidas; un circuito tiene de 1 a 6.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A target of %n turn(s) is out of reach; choose 2 to 60.</source>
        <translation type="vanished">
            <numerusform>Un objetivo de %n turno está fuera de alcance; elija de 2 a 60.</numerusform>
            <numerusform>Un objetivo de %n turnos está fuera de alcance; elija de 2 a 60.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) asked for.</source>
        <translation type="vanished">
            <numerusform>%n resultado pedido.</numerusform>
            <numerusform>%n resultados pedidos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The course needs %1 different boards, but the library has %n board(s). Add a folder of boards.</source>
        <translation type="vanished">
            <numerusform>El circuito necesita %1 tableros distintos, pero la biblioteca tiene %n tablero. Añada una carpeta de tableros.</numerusform>
            <numerusform>El circuito necesita %1 tableros distintos, pero la biblioteca tiene %n tableros. Añada una carpeta de tableros.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No board of the library has start markers for %n robot(s).</source>
        <translation type="vanished">
            <numerusform>Ningún tablero de la biblioteca tiene casillas de salida para %n robot.</numerusform>
            <numerusform>Ningún tablero de la biblioteca tiene casillas de salida para %n robots.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ruleset cannot be played.</source>
        <translation type="vanished">El reglamento no se puede jugar.</translation>
    </message>
    <message>
        <source>No arrangement of the library&apos;s boards made a valid course. Try other boards or fewer checkpoints.</source>
        <translation type="vanished">Ninguna disposición de los tableros de la biblioteca dio un circuito válido. Pruebe otros tableros o menos banderas.</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="348"/>
        <source>Nothing was generated: %1</source>
        <translation>No se generó nada: %1</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="356"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="359"/>
        <source>Listed last: %1</source>
        <translation>Listado al final: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/generatecoursedialog.cpp" line="365"/>
        <source>Cancelled: the best courses found so far (%n candidate(s) played).</source>
        <translation>
            <numerusform>Cancelado: los mejores circuitos hasta ahora (%n candidato jugado).</numerusform>
            <numerusform>Cancelado: los mejores circuitos hasta ahora (%n candidatos jugados).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/generatecoursedialog.cpp" line="366"/>
        <source>%n candidate course(s) played; the closest to the target come first.</source>
        <translation>
            <numerusform>%n circuito candidato jugado; los más cercanos al objetivo van primero.</numerusform>
            <numerusform>%n circuitos candidatos jugados; los más cercanos al objetivo van primero.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="368"/>
        <source>No course was measured before the search stopped.</source>
        <translation>No se midió ningún circuito antes de que la búsqueda se detuviera.</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="371"/>
        <source>Left out of the library: %1</source>
        <translation>Fuera de la biblioteca: %1</translation>
    </message>
    <message numerus="yes">
        <source>most games have no winner within %n turn(s)</source>
        <translation type="vanished">
            <numerusform>la mayoría de las partidas no tiene ganador en %n turno</numerusform>
            <numerusform>la mayoría de las partidas no tiene ganador en %n turnos</numerusform>
        </translation>
    </message>
    <message>
        <source>median %1 turns (%2 to over %3)</source>
        <translation type="vanished">mediana %1 turnos (de %2 a más de %3)</translation>
    </message>
    <message>
        <source>median %1 turns (%2 to %3)</source>
        <translation type="vanished">mediana %1 turnos (de %2 a %3)</translation>
    </message>
    <message>
        <source>start</source>
        <translation type="vanished">salida</translation>
    </message>
    <message>
        <source>%1; %2 % of the robots finish; %3 deaths per robot-turn; hardest leg %4 to %5 (%6 % destroyed on it)</source>
        <translation type="vanished">%1; el %2 % de los robots termina; %3 destrucciones por robot y turno; tramo más duro de %4 a %5 (%6 % destruidos en él)</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="382"/>
        <source>(a first estimate: the search was cancelled before measuring it)</source>
        <translation>(una primera estimación: la búsqueda se canceló antes de medirlo)</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="390"/>
        <source>outside %1: %2 deaths per robot-turn (%3)</source>
        <translation>fuera de «%1»: %2 destrucciones por robot y turno (%3)</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="394"/>
        <source>leg %1 destroys %2 of its robots (at most %3 asked for)</source>
        <translation>el tramo %1 destruye %2 de sus robots (máximo pedido: %3)</translation>
    </message>
    <message>
        <location filename="../editor/app/generatecoursedialog.cpp" line="406"/>
        <source>Generated Course %1</source>
        <translation>Circuito generado %1</translation>
    </message>
    <message numerus="yes">
        <source>Generated for %n player(s) with a target of %1 turns (seed %2). Measured with %3 games of planning robots (seed %4, at most %5 turns): %6.</source>
        <translation type="vanished">
            <numerusform>Generado para %n jugador con un objetivo de %1 turnos (semilla %2). Medido con %3 partidas de robots que planifican (semilla %4, como máximo %5 turnos): %6.</numerusform>
            <numerusform>Generado para %n jugadores con un objetivo de %1 turnos (semilla %2). Medido con %3 partidas de robots que planifican (semilla %4, como máximo %5 turnos): %6.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::editor::HeatMapItem</name>
    <message>
        <location filename="../editor/scene/heatmapitem.cpp" line="144"/>
        <source>Deaths per square</source>
        <translation>Destrucciones por casilla</translation>
    </message>
    <message>
        <location filename="../editor/scene/heatmapitem.cpp" line="145"/>
        <source>Visits per square</source>
        <translation>Visitas por casilla</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/scene/heatmapitem.cpp" line="150"/>
        <source>%n game(s), robots with random programs</source>
        <translation>
            <numerusform>%n partida, robots con programas al azar</numerusform>
            <numerusform>%n partidas, robots con programas al azar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/scene/heatmapitem.cpp" line="154"/>
        <source>%n game(s), novice robots (greedy plans)</source>
        <translation>
            <numerusform>%n partida, robots novatos (planes codiciosos)</numerusform>
            <numerusform>%n partidas, robots novatos (planes codiciosos)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/scene/heatmapitem.cpp" line="158"/>
        <source>%n game(s), expert robots (planned programs)</source>
        <translation>
            <numerusform>%n partida, robots expertos (programas planificados)</numerusform>
            <numerusform>%n partidas, robots expertos (programas planificados)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/scene/heatmapitem.cpp" line="163"/>
        <source>robots in all games; square-root scale</source>
        <translation>robots de todas las partidas; escala de raíz cuadrada</translation>
    </message>
</context>
<context>
    <name>rf::editor::LayerModel</name>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="19"/>
        <source>Floor</source>
        <translation>Suelo</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="20"/>
        <source>Devices</source>
        <translation>Dispositivos</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="21"/>
        <source>Walls and edges</source>
        <translation>Muros y bordes</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="22"/>
        <source>Markers</source>
        <translation>Marcadores</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="23"/>
        <source>Lower level</source>
        <translation>Nivel inferior</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="24"/>
        <source>Upper level</source>
        <translation>Nivel superior</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="59"/>
        <source>Element layers</source>
        <translation>Capas de elementos</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="59"/>
        <source>Levels</source>
        <translation>Niveles</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="143"/>
        <source>The current level: painted squares go on it until you choose the other level</source>
        <translation>El nivel actual: las casillas pintadas van en él hasta que elija el otro nivel</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="145"/>
        <source>Check to show the layer; click the name to make tools act on it</source>
        <translation>Marque para mostrar la capa; haga clic en el nombre para que las herramientas actúen sobre ella</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="151"/>
        <source>Locked layers cannot be edited</source>
        <translation>Las capas bloqueadas no se pueden editar</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="155"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="159"/>
        <source>Opacity of the layer on the canvas</source>
        <translation>Opacidad de la capa en el lienzo</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="212"/>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="213"/>
        <source>Lock</source>
        <translation>Bloqueo</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="214"/>
        <source>Opacity</source>
        <translation>Opacidad</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="287"/>
        <source>What the squares hold: show, lock or fade each kind of element</source>
        <translation>Lo que contienen las casillas: mostrar, bloquear o atenuar cada tipo de elemento</translation>
    </message>
    <message>
        <location filename="../editor/models/layermodel.cpp" line="288"/>
        <source>The two heights of the board: click a level to paint squares on it; a locked level is never changed by any tool</source>
        <translation>Las dos alturas del tablero: pulsa un nivel para pintar casillas en él; ninguna herramienta cambia un nivel bloqueado</translation>
    </message>
</context>
<context>
    <name>rf::editor::LayersPanel</name>
    <message>
        <source>&lt;b&gt;Layers&lt;/b&gt;&lt;p&gt;Show or hide each layer and the two elevation levels, lock layers against editing and set their opacity on the canvas. The current layer (bold) is what the eraser clears; choosing a level makes painted floor go on that level.&lt;/p&gt;</source>
        <translation type="vanished">&lt;b&gt;Capas&lt;/b&gt;&lt;p&gt;Muestre u oculte cada capa y los dos niveles de altura, bloquee capas para que no se editen y ajuste su opacidad en el lienzo. La capa actual (en negrita) es la que vacía el borrador; al elegir un nivel, el suelo pintado va a ese nivel.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/widgets/layerspanel.cpp" line="52"/>
        <source>&lt;b&gt;Layers&lt;/b&gt;&lt;p&gt;Two groups: the element layers (floor, devices, walls and edges, markers) and the two elevation levels. Show or hide each, lock it against editing and set its opacity on the canvas. The current layer (bold) is what the eraser clears; choosing a level makes painted floor go on that level. No tool changes a square of a locked level.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Capas&lt;/b&gt;&lt;p&gt;Dos grupos: las capas de elementos (suelo, dispositivos, muros y bordes, marcadores) y los dos niveles de altura. Muestra u oculta cada una, bloquéala contra la edición y ajusta su opacidad en el lienzo. La capa actual (en negrita) es la que borra la goma; al elegir un nivel, el suelo pintado va a ese nivel. Ninguna herramienta cambia una casilla de un nivel bloqueado.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::editor::MainWindow</name>
    <message>
        <source>Layer: %1; squares on the %2</source>
        <translation type="vanished">Capa: %1; casillas en: %2</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="86"/>
        <source>&amp;Panels</source>
        <translation>&amp;Paneles</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="96"/>
        <source>Palette</source>
        <translation>Paleta</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="97"/>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="99"/>
        <source>Properties</source>
        <translation>Propiedades</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="101"/>
        <source>Course</source>
        <translation>Circuito</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="103"/>
        <source>Validation</source>
        <translation>Validación</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="105"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;abierto&gt;</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="106"/>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="135"/>
        <source>Layer: %1; squares on the upper level</source>
        <translation>Capa: %1; casillas en el nivel superior</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="136"/>
        <source>Layer: %1; squares on the lower level</source>
        <translation>Capa: %1; casillas en el nivel inferior</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="145"/>
        <source>Painted squares still go on the upper level: choose Lower level in the Layers panel for the ground</source>
        <translation>Las casillas pintadas siguen yendo al nivel superior: para el suelo, elija «Nivel inferior» en el panel Capas</translation>
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
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/mainwindow.cpp" line="164"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n aviso</numerusform>
            <numerusform>%n avisos</numerusform>
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
        <translation>fuera de todo tablero</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="215"/>
        <source> (upper level)</source>
        <translation> (nivel superior)</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="225"/>
        <source>board %1</source>
        <translation>tablero %1</translation>
    </message>
    <message>
        <location filename="../editor/app/mainwindow.cpp" line="232"/>
        <source>%1[*] - RallyForge</source>
        <translation>%1[*] - RallyForge</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation type="vanished">No se puede abrir el archivo</translation>
    </message>
</context>
<context>
    <name>rf::editor::MarkerTool</name>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="101"/>
        <source>Checkpoint</source>
        <translation>Bandera</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="102"/>
        <source>Start position</source>
        <translation>Salida</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="103"/>
        <source>Docking bay</source>
        <translation>Zona de atraque</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="111"/>
        <source>Place numbered checkpoints (K)</source>
        <translation>Colocar banderas numeradas (K)</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="112"/>
        <source>Place start positions facing the current rotation (P)</source>
        <translation>Colocar salidas orientadas según la rotación actual (P)</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="113"/>
        <source>Mark docking bay squares</source>
        <translation>Marcar cuadros de la zona de atraque</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="120"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;p&gt;Click a square to place a marker there. Checkpoints and start positions are numbered automatically, one more than the highest so far; a start faces the current rotation (R). Right click removes the marker from the square. Numbers can be changed in the properties panel.&lt;/p&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;p&gt;Haga clic en un cuadro para colocar allí un marcador. Las banderas y salidas se numeran solas, una más que la más alta hasta ahora; una salida mira según la rotación actual (R). El clic derecho quita el marcador del cuadro. Los números se pueden cambiar en el panel de propiedades.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/pointtools.cpp" line="140"/>
        <source>The %1 layer is locked</source>
        <translation>La capa «%1» está bloqueada</translation>
    </message>
</context>
<context>
    <name>rf::editor::NewBoardDialog</name>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="32"/>
        <source> squares</source>
        <translation> cuadros</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="41"/>
        <source>New</source>
        <translation>Nuevo</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="46"/>
        <source>Squares from west to east, 1 to %1</source>
        <translation>Cuadros de oeste a este, de 1 a %1</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="47"/>
        <source>Squares from north to south, 1 to %1</source>
        <translation>Cuadros de norte a sur, de 1 a %1</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="65"/>
        <source>&amp;Width:</source>
        <translation>&amp;Ancho:</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="66"/>
        <source>&amp;Height:</source>
        <translation>A&amp;lto:</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="48"/>
        <source>&amp;Board</source>
        <translation>&amp;Tablero</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="50"/>
        <source>A single board</source>
        <translation>Un solo tablero</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="51"/>
        <source>&amp;Course</source>
        <translation>&amp;Circuito</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="54"/>
        <source>A course with details of its own: this is its first board, add more with Course &gt; Add Board</source>
        <translation>Un circuito con datos propios: este es su primer tablero; añada más con Circuito &gt; Añadir tablero</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="67"/>
        <source>Kind:</source>
        <translation>Tipo:</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="92"/>
        <source>Untitled course</source>
        <translation>Circuito sin título</translation>
    </message>
    <message>
        <location filename="../editor/app/newboarddialog.cpp" line="93"/>
        <source>Board 1</source>
        <translation>Tablero 1</translation>
    </message>
</context>
<context>
    <name>rf::editor::PaintTool</name>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="103"/>
        <source>Paint</source>
        <translation>Pintar</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="104"/>
        <source>Paint the palette&apos;s element on squares (B)</source>
        <translation>Pintar el elemento de la paleta sobre cuadros (B)</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="107"/>
        <source>&lt;b&gt;Paint&lt;/b&gt;&lt;p&gt;Drag over squares to put the element chosen in the palette on them: a floor kind or a device. R and Shift+R turn the element before painting. With a level chosen in the layers panel, painted floor squares are put on that level.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Pintar&lt;/b&gt;&lt;p&gt;Arrastre sobre cuadros para poner en ellos el elemento elegido en la paleta: un tipo de suelo o un dispositivo. R y Mayús+R giran el elemento antes de pintar. Con un nivel elegido en el panel de capas, los cuadros de suelo pintados se ponen en ese nivel.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="116"/>
        <source>Choose a floor or device in the palette to paint</source>
        <translation>Elija un suelo o dispositivo en la paleta para pintar</translation>
    </message>
    <message>
        <location filename="../editor/tools/stroketools.cpp" line="121"/>
        <source>The %1 layer is locked</source>
        <translation>La capa «%1» está bloqueada</translation>
    </message>
</context>
<context>
    <name>rf::editor::PalettePanel</name>
    <message>
        <location filename="../editor/widgets/palettepanel.cpp" line="102"/>
        <source>Search elements</source>
        <translation>Buscar elementos</translation>
    </message>
    <message>
        <location filename="../editor/widgets/palettepanel.cpp" line="104"/>
        <source>Type part of an element&apos;s name to filter the palette</source>
        <translation>Escriba parte del nombre de un elemento para filtrar la paleta</translation>
    </message>
    <message>
        <location filename="../editor/widgets/palettepanel.cpp" line="112"/>
        <source>&lt;b&gt;Palette&lt;/b&gt;&lt;p&gt;The elements you can put on the board, in groups. Choose one and paint with it; walls and edge features switch to the edge tool, markers to the marker tool. R and Shift+R turn the element.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Paleta&lt;/b&gt;&lt;p&gt;Los elementos que puede poner en el tablero, por grupos. Elija uno y pinte con él; los muros y elementos de borde pasan a la herramienta de bordes, los marcadores a la de marcadores. R y Mayús+R giran el elemento.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::editor::PropertiesPanel</name>
    <message>
        <source>Direction the element faces, carries, fires or pushes</source>
        <translation type="vanished">Dirección hacia la que el elemento mira, transporta, dispara o empuja</translation>
    </message>
    <message>
        <source>Direction:</source>
        <translation type="vanished">Dirección:</translation>
    </message>
    <message>
        <source>direction</source>
        <translation type="vanished">dirección</translation>
    </message>
    <message>
        <source>Express</source>
        <translation type="vanished">Rápida</translation>
    </message>
    <message>
        <source>Express belts move robots in both belt steps of a register</source>
        <translation type="vanished">Las rampas rápidas mueven a los robots en los dos pasos de rampa de un registro</translation>
    </message>
    <message>
        <source>express</source>
        <translation type="vanished">rápida</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation type="vanished">Horario</translation>
    </message>
    <message>
        <source>Gears turn robots clockwise (right) or counterclockwise (left)</source>
        <translation type="vanished">Los rotores giran a los robots en sentido horario (derecha) o antihorario (izquierda)</translation>
    </message>
    <message>
        <source>gear sense</source>
        <translation type="vanished">sentido del rotor</translation>
    </message>
    <message>
        <source>Wrenches on a repair site: 2 also gives an option card</source>
        <translation type="vanished">Llaves en una reparación: 2 da además una carta de opción</translation>
    </message>
    <message>
        <source>Wrenches:</source>
        <translation type="vanished">Llaves:</translation>
    </message>
    <message>
        <source>wrenches</source>
        <translation type="vanished">llaves</translation>
    </message>
    <message>
        <source>Portals of the same colour are partners</source>
        <translation type="vanished">Los portales del mismo color son pareja</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation type="vanished">Color:</translation>
    </message>
    <message>
        <source>portal colour</source>
        <translation type="vanished">color del portal</translation>
    </message>
    <message>
        <source>Active in register %1</source>
        <translation type="vanished">Activo en el registro %1</translation>
    </message>
    <message>
        <source>active registers</source>
        <translation type="vanished">registros activos</translation>
    </message>
    <message>
        <source>Registers:</source>
        <translation type="vanished">Registros:</translation>
    </message>
    <message>
        <source>Number of laser beams (damage per hit)</source>
        <translation type="vanished">Número de rayos láser (daño por impacto)</translation>
    </message>
    <message>
        <source>Beams:</source>
        <translation type="vanished">Rayos:</translation>
    </message>
    <message>
        <source>beam count</source>
        <translation type="vanished">número de rayos</translation>
    </message>
    <message>
        <source>Checkpoint order or start position number</source>
        <translation type="vanished">Orden de la bandera o número de salida</translation>
    </message>
    <message>
        <source>Number:</source>
        <translation type="vanished">Número:</translation>
    </message>
    <message>
        <source>number</source>
        <translation type="vanished">número</translation>
    </message>
    <message>
        <source>&lt;b&gt;Course&lt;/b&gt;</source>
        <translation type="vanished">&lt;b&gt;Circuito&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="vanished">Nombre:</translation>
    </message>
    <message>
        <source>Author:</source>
        <translation type="vanished">Autor:</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertiespanel.cpp" line="291"/>
        <source>Nothing selected. Use the Select tool to pick squares or walls.</source>
        <translation>Nada seleccionado. Use la herramienta Seleccionar para elegir cuadros o muros.</translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertiespanel.cpp" line="292"/>
        <source>%1 x %2 squares selected, without elements.</source>
        <translation>%1 x %2 cuadros seleccionados, sin elementos.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/widgets/propertiespanel.cpp" line="296"/>
        <source>%n element(s) selected</source>
        <translation>
            <numerusform>%n elemento seleccionado</numerusform>
            <numerusform>%n elementos seleccionados</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/widgets/propertiespanel.cpp" line="59"/>
        <source>(differs)</source>
        <translation>(varía)</translation>
    </message>
</context>
<context>
    <name>rf::editor::RecoveryDialog</name>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="24"/>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurar</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="25"/>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="26"/>
        <source>Decide &amp;Later</source>
        <translation>Decidir &amp;después</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="28"/>
        <source>Recover Unsaved Work</source>
        <translation>Recuperar trabajo sin guardar</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="31"/>
        <source>RallyForge did not close properly. These documents have unsaved changes. Restore or discard them; the others are offered again at the next start.</source>
        <translation>RallyForge no se cerró correctamente. Estos documentos tienen cambios sin guardar. Restáurelos o descártelos; los demás se ofrecerán de nuevo en el próximo inicio.</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="36"/>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="36"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="36"/>
        <source>Last change</source>
        <translation>Último cambio</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="43"/>
        <source>Never saved</source>
        <translation>Nunca guardado</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/widgets/recoverydialog.cpp" line="86"/>
        <source>saved %n second(s) ago</source>
        <translation>
            <numerusform>guardado hace %n segundo</numerusform>
            <numerusform>guardado hace %n segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/widgets/recoverydialog.cpp" line="88"/>
        <source>saved %n minute(s) ago</source>
        <translation>
            <numerusform>guardado hace %n minuto</numerusform>
            <numerusform>guardado hace %n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/widgets/recoverydialog.cpp" line="90"/>
        <source>saved %n hour(s) ago</source>
        <translation>
            <numerusform>guardado hace %n hora</numerusform>
            <numerusform>guardado hace %n horas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/widgets/recoverydialog.cpp" line="91"/>
        <source>saved %n day(s) ago</source>
        <translation>
            <numerusform>guardado hace %n día</numerusform>
            <numerusform>guardado hace %n días</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="121"/>
        <source>The window holds one board: restore the others at the next start.</source>
        <translation>La ventana contiene un tablero: restaure los demás en el próximo inicio.</translation>
    </message>
    <message>
        <location filename="../editor/widgets/recoverydialog.cpp" line="133"/>
        <source>Cannot recover</source>
        <translation>No se puede recuperar</translation>
    </message>
</context>
<context>
    <name>rf::editor::RectFillTool</name>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="51"/>
        <source>Rectangle fill</source>
        <translation>Relleno rectangular</translation>
    </message>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="52"/>
        <source>Drag a rectangle to fill it with the palette&apos;s element (Ctrl+Shift+R)</source>
        <translation>Arrastre un rectángulo para rellenarlo con el elemento de la paleta (Ctrl+Mayús+R)</translation>
    </message>
    <message>
        <location filename="../editor/tools/filltools.cpp" line="55"/>
        <source>&lt;b&gt;Rectangle fill&lt;/b&gt;&lt;p&gt;Drag from one corner to the other; on release every square of the rectangle gets the floor or device chosen in the palette. Esc cancels.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Relleno rectangular&lt;/b&gt;&lt;p&gt;Arrastre de una esquina a la otra; al soltar, cada cuadro del rectángulo recibe el suelo o dispositivo elegido en la paleta. Esc cancela.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::editor::ResizeBoardDialog</name>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="50"/>
        <source>Resize Board</source>
        <translation>Cambiar tamaño del tablero</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="56"/>
        <source>Squares from west to east, 1 to %1</source>
        <translation>Cuadros de oeste a este, de 1 a %1</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="57"/>
        <source>Squares from north to south, 1 to %1</source>
        <translation>Cuadros de norte a sur, de 1 a %1</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="71"/>
        <source>&amp;Width:</source>
        <translation>&amp;Ancho:</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="72"/>
        <source>&amp;Height:</source>
        <translation>A&amp;lto:</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="59"/>
        <source>Where the board&apos;s west column lands: positive adds columns in the west, negative cuts them off</source>
        <translation>Dónde queda la columna oeste del tablero: un valor positivo añade columnas al oeste, uno negativo las corta</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="60"/>
        <source>Where the board&apos;s north row lands: positive adds rows in the north, negative cuts them off</source>
        <translation>Dónde queda la fila norte del tablero: un valor positivo añade filas al norte, uno negativo las corta</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="61"/>
        <source>C&amp;entre</source>
        <translation>C&amp;entrar</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="64"/>
        <source>Put the board in the middle of the new size</source>
        <translation>Poner el tablero en el centro del nuevo tamaño</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="77"/>
        <source>&amp;Offset (x, y):</source>
        <translation>&amp;Desplazamiento (x, y):</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="85"/>
        <source>The elements that would be cut off, at their squares on the board now</source>
        <translation>Los elementos que se cortarían, en sus cuadros actuales del tablero</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="87"/>
        <source>&amp;Resize</source>
        <translation>&amp;Cambiar tamaño</translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="141"/>
        <source>%1 on the %2 side of %3,%4</source>
        <translation>%1 en el lado %2 de %3,%4</translation>
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
            <numerusform>... y %n más</numerusform>
            <numerusform>... y %n más</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/resizeboarddialog.cpp" line="152"/>
        <source>Nothing is cut off.</source>
        <translation>No se corta nada.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/resizeboarddialog.cpp" line="154"/>
        <source>%n square(s) cut off, all of them empty.</source>
        <translation>
            <numerusform>%n cuadro cortado, vacío.</numerusform>
            <numerusform>%n cuadros cortados, todos vacíos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/resizeboarddialog.cpp" line="156"/>
        <source>%n square(s) cut off.</source>
        <translation>
            <numerusform>%n cuadro cortado.</numerusform>
            <numerusform>%n cuadros cortados.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/app/resizeboarddialog.cpp" line="157"/>
        <source>%n element(s) listed go with them.</source>
        <translation>
            <numerusform>Se pierde %n elemento de la lista.</numerusform>
            <numerusform>Se pierden los %n elementos de la lista.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::editor::ResizePreview</name>
    <message>
        <location filename="../editor/app/resizepreview.cpp" line="18"/>
        <source>Grey: the board now. Blue frame: the board after resizing. Red: squares cut off; crossed: squares whose elements go with them.</source>
        <translation>Gris: el tablero ahora. Marco azul: el tablero tras cambiar el tamaño. Rojo: cuadros cortados; con aspa: cuadros cuyos elementos se pierden con ellos.</translation>
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
        <translation>1 (ficha)</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="140"/>
        <source>winner</source>
        <translation>ganador</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="142"/>
        <source>finished, place %1</source>
        <translation>llegó, puesto %1</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="144"/>
        <source>eliminated</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="149"/>
        <source>destroyed (%1)</source>
        <translation>destruido (%1)</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="147"/>
        <source>off the board: re-enters in register 1</source>
        <translation>fuera del tablero: vuelve en el registro 1</translation>
    </message>
    <message>
        <source>%1 with %2 on it</source>
        <translation type="vanished">%1 con %2 encima</translation>
    </message>
    <message>
        <source>%1, top card face up: %2</source>
        <translation type="vanished">%1, carta superior boca arriba: %2</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="151"/>
        <source>shut down</source>
        <translation>apagado</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="153"/>
        <source>rebooted</source>
        <translation>reiniciado</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="155"/>
        <source>powered down</source>
        <translation>desconectado</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="157"/>
        <source>virtual</source>
        <translation>virtual</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="246"/>
        <source>The robot&apos;s place in this register&apos;s order: the holder of the priority token acts first, then round the table</source>
        <translation>El puesto del robot en el orden de este registro: quien tiene la ficha de prioridad actúa primero y luego se sigue alrededor de la mesa</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="247"/>
        <source>The Haywire cards lying face down under the robot&apos;s registers, played there next round</source>
        <translation>Las cartas Haywire boca abajo bajo los registros del robot, que se juegan allí en la ronda siguiente</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="248"/>
        <source>The damage cards the robot keeps in its hand for the next round</source>
        <translation>Las cartas de daño que el robot guarda en la mano para la ronda siguiente</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="255"/>
        <source>Robot</source>
        <translation>Robot</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="256"/>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="257"/>
        <source>Facing</source>
        <translation>Orientación</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="258"/>
        <source>Damage</source>
        <translation>Impactos</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="260"/>
        <source>Locked</source>
        <translation>Bloqueados</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="261"/>
        <source>Lives</source>
        <translation>Vidas</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="262"/>
        <source>Flags</source>
        <translation>Banderas</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="263"/>
        <source>Archive</source>
        <translation>Reaparición</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="264"/>
        <source>Energy</source>
        <translation>Energía</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="265"/>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="266"/>
        <source>Upgrades</source>
        <translation>Mejoras</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="267"/>
        <source>Priority</source>
        <translation>Prioridad</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="268"/>
        <source>Face-down Haywires</source>
        <translation>Haywires boca abajo</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="269"/>
        <source>Kept in hand</source>
        <translation>En la mano</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="270"/>
        <source>Status</source>
        <translation>Estado</translation>
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
        <translation>%1; cartas sobre una mejora: %2</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="93"/>
        <source>%1; top card face up: %2</source>
        <translation>%1; carta superior boca arriba: %2</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="241"/>
        <source>The SPAM cards the robot owns now</source>
        <translation>Las cartas SPAM que el robot tiene ahora</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="242"/>
        <source>Damage points: a robot with 10 is destroyed</source>
        <translation>Puntos de daño: un robot con 10 queda destruido</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="244"/>
        <source>The damage cards the robot has taken in this game, by kind (SPAM, Trojan Horse, Worm, Virus)</source>
        <translation>Las cartas de daño que el robot ha recibido en esta partida, por tipo (SPAM, Troyano, Gusano, Virus)</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="245"/>
        <source>The archive marker, where the robot re-enters after its destruction</source>
        <translation>El marcador de reaparición, donde el robot vuelve a entrar tras ser destruido</translation>
    </message>
    <message>
        <location filename="../editor/models/robotstatemodel.cpp" line="259"/>
        <source>Damage cards taken</source>
        <translation>Cartas de daño recibidas</translation>
    </message>
</context>
<context>
    <name>rf::editor::ScenarioCommands</name>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="98"/>
        <source>Edit %1</source>
        <translation>Editar %1</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="141"/>
        <source>Add %1</source>
        <translation>Añadir %1</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="154"/>
        <source>Change Setup</source>
        <translation>Cambiar configuración</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="168"/>
        <source>Random Programs</source>
        <translation>Programas aleatorios</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="188"/>
        <source>Decide for %1</source>
        <translation>Decidir por %1</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="207"/>
        <source>Remove %1&apos;s Decision</source>
        <translation>Quitar la decisión de %1</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="215"/>
        <source>Play the Same Programs</source>
        <translation>Jugar los mismos programas</translation>
    </message>
    <message>
        <location filename="../editor/commands/scenariocommands.cpp" line="223"/>
        <source>Add Expectations</source>
        <translation>Añadir resultados esperados</translation>
    </message>
</context>
<context>
    <name>rf::editor::ScenarioDocument</name>
    <message>
        <location filename="../editor/document/scenariodocument.cpp" line="133"/>
        <source>%1 cannot be played.</source>
        <translation>No se puede jugar %1.</translation>
    </message>
</context>
<context>
    <name>rf::editor::SelectTool</name>
    <message>
        <location filename="../editor/tools/selecttool.cpp" line="39"/>
        <source>Select</source>
        <translation>Seleccionar</translation>
    </message>
    <message>
        <location filename="../editor/tools/selecttool.cpp" line="40"/>
        <source>Select squares and move them; click a border to select its walls (S)</source>
        <translation>Seleccionar cuadros y moverlos; haga clic en un borde para seleccionar sus muros (S)</translation>
    </message>
    <message>
        <location filename="../editor/tools/selecttool.cpp" line="43"/>
        <source>&lt;b&gt;Select&lt;/b&gt;&lt;p&gt;Drag a rectangle to select squares with everything on them; the properties panel then edits the selected elements. Click near a square border to select the walls and edge features on it. Drag inside the selection to move its content. The Edit menu copies, cuts, pastes, rotates and mirrors the selection. Esc cancels a drag.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Seleccionar&lt;/b&gt;&lt;p&gt;Arrastre un rectángulo para seleccionar cuadros con todo lo que contienen; el panel de propiedades edita entonces los elementos seleccionados. Haga clic cerca del borde de un cuadro para seleccionar sus muros y elementos de borde. Arrastre dentro de la selección para mover su contenido. El menú Editar copia, corta, pega, gira y refleja la selección. Esc cancela un arrastre.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rf::editor::TraceModel</name>
    <message>
        <location filename="../editor/models/tracemodel.cpp" line="192"/>
        <source>Turn %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <location filename="../editor/models/tracemodel.cpp" line="193"/>
        <source>Register %1</source>
        <translation>Registro %1</translation>
    </message>
    <message>
        <location filename="../editor/models/tracemodel.cpp" line="169"/>
        <source>Substep %1</source>
        <translation>Subpaso %1</translation>
    </message>
    <message>
        <location filename="../editor/models/tracemodel.cpp" line="211"/>
        <source>Trace</source>
        <translation>Traza</translation>
    </message>
</context>
<context>
    <name>rf::editor::UnsavedChanges</name>
    <message>
        <location filename="../editor/widgets/unsavedchanges.cpp" line="18"/>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
</context>
<context>
    <name>rf::editor::ValidationPanel</name>
    <message>
        <location filename="../editor/widgets/validationpanel.cpp" line="36"/>
        <source>&lt;b&gt;Validation&lt;/b&gt;&lt;p&gt;Problems the validator finds in the course, updated as you edit. Click a row to select and show its square or border.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Validación&lt;/b&gt;&lt;p&gt;Los problemas que el validador encuentra en el circuito, actualizados mientras edita. Haga clic en una fila para seleccionar y mostrar su cuadro o borde.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/widgets/validationpanel.cpp" line="38"/>
        <source>Any edition</source>
        <translation>Cualquier edición</translation>
    </message>
    <message>
        <location filename="../editor/widgets/validationpanel.cpp" line="41"/>
        <source>Also check what this edition needs: its priority antenna or token, its reboot tokens, and board elements it does not have or does not play</source>
        <translation>Comprobar también lo que necesita esta edición: su antena o ficha de prioridad, sus fichas de reinicio y los elementos del tablero que no tiene o no juega</translation>
    </message>
    <message>
        <location filename="../editor/widgets/validationpanel.cpp" line="43"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Edición:</translation>
    </message>
</context>
<context>
    <name>rf::render::RulingReport</name>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="120"/>
        <source>Ruling: %1</source>
        <translation>Resolución: %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="126"/>
        <source>Previous step (Left)</source>
        <translation>Paso anterior (Izquierda)</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="126"/>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="126"/>
        <source>Next step (Right)</source>
        <translation>Paso siguiente (Derecha)</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="127"/>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="127"/>
        <source>Steps: press Right or Next</source>
        <translation>Pasos: pulse Derecha o Siguiente</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="135"/>
        <source>Ruling report made by RallyForge %1 from the scenario&apos;s file; the rule text is RallyForge&apos;s own account of the rules, from the rulebook of each edition played.</source>
        <translation>Informe de resolución creado por RallyForge %1 a partir del archivo del escenario; el texto de las reglas es la versión propia de RallyForge, tomada del reglamento de cada edición jugada.</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="151"/>
        <location filename="../core/render/rulingreport.cpp" line="365"/>
        <source>Course</source>
        <translation>Circuito</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="153"/>
        <source>cannot play: %1</source>
        <translation>no se puede jugar: %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="156"/>
        <source>%1; expectations: %2 of %3 hold</source>
        <translation>%1; expectativas: se cumplen %2 de %3</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="157"/>
        <location filename="../core/render/rulingreport.cpp" line="178"/>
        <location filename="../core/render/rulingreport.cpp" line="239"/>
        <location filename="../core/render/rulingreport.cpp" line="368"/>
        <source>Under %1</source>
        <translation>Con %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="166"/>
        <location filename="../core/render/rulingreport.cpp" line="416"/>
        <source>Where the rulings part</source>
        <translation>Dónde se separan las interpretaciones</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="171"/>
        <location filename="../core/render/rulingreport.cpp" line="418"/>
        <source>First difference: %1</source>
        <translation>Primera diferencia: %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="180"/>
        <source>Nothing happens in this phase.</source>
        <translation>En esta fase no pasa nada.</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="184"/>
        <source>Step %1</source>
        <translation>Paso %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="203"/>
        <location filename="../core/render/rulingreport.cpp" line="389"/>
        <source>rule: %1</source>
        <translation>regla: %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="217"/>
        <location filename="../core/render/rulingreport.cpp" line="393"/>
        <source>Decides: %1</source>
        <translation>Decide: %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="224"/>
        <source>Step %1: %2</source>
        <translation>Paso %1: %2</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="243"/>
        <source>Programs carried to the %1</source>
        <translation>Programas trasladados a: %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="250"/>
        <location filename="../core/render/rulingreport.cpp" line="370"/>
        <source>This ruling cannot play the scenario: %1</source>
        <translation>Esta interpretación no puede jugar el escenario: %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="254"/>
        <location filename="../core/render/rulingreport.cpp" line="383"/>
        <source>Setup</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="268"/>
        <location filename="../core/render/rulingreport.cpp" line="396"/>
        <source>Final state</source>
        <translation>Estado final</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="283"/>
        <source>Expectations</source>
        <translation>Expectativas</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="287"/>
        <location filename="../core/render/rulingreport.cpp" line="411"/>
        <source>Holds: %1</source>
        <translation>Se cumple: %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="287"/>
        <location filename="../core/render/rulingreport.cpp" line="412"/>
        <source>Fails: %1</source>
        <translation>No se cumple: %1</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="299"/>
        <source>(decided by the [setup]: nothing changed it)</source>
        <comment>keep the brackets around the link&apos;s words</comment>
        <translation>(decidido por la [preparación]: nada lo cambió)</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="302"/>
        <source>(decided at [step %1])</source>
        <comment>keep the brackets around the link&apos;s words</comment>
        <translation>(decidido en el [paso %1])</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="304"/>
        <source>(decided at step %1)</source>
        <translation>(decidido en el paso %1)</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="316"/>
        <location filename="../core/render/rulingreport.cpp" line="422"/>
        <source>Rules cited</source>
        <translation>Reglas citadas</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="319"/>
        <location filename="../core/render/rulingreport.cpp" line="424"/>
        <source>The rules are quoted from RallyForge&apos;s rulebooks, which are in English.</source>
        <translation>Las reglas se citan de los reglamentos de RallyForge, que están en inglés.</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="332"/>
        <location filename="../core/render/rulingreport.cpp" line="423"/>
        <source>en</source>
        <comment>the code of this translation&apos;s language</comment>
        <translation>es</translation>
    </message>
    <message>
        <location filename="../core/render/rulingreport.cpp" line="385"/>
        <source>Step %1: %2 (%3)</source>
        <translation>Paso %1: %2 (%3)</translation>
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
        <translation type="vanished">en otro orden</translation>
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
        <translation>eliminado</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="62"/>
        <source>destroyed (%1)</source>
        <translation>destruido (%1)</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="63"/>
        <source>in play</source>
        <translation>en juego</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="65"/>
        <source>%1, finished first (winner)</source>
        <translation>%1, llegó primero (ganador)</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="67"/>
        <source>%1, finished %2.</source>
        <translation>%1, llegó en %2.º lugar</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="69"/>
        <source>%1, powered down</source>
        <translation>%1, apagado</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="96"/>
        <source>State</source>
        <translation>Estado</translation>
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
        <translation>%1 muestra más de %2 subpasos con imágenes; un informe admite como máximo %2 (elíjalos con --steps N,M...)</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="150"/>
        <source>%1 wins (turn %2)</source>
        <translation>%1 gana (turno %2)</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="152"/>
        <source>Game over (turn %1): no robot is left</source>
        <translation>Fin de la partida (turno %1): no queda ningún robot</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="154"/>
        <source>Play stopped after turn %1</source>
        <translation>Juego detenido tras el turno %1</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="187"/>
        <source>none stated under %1</source>
        <translation>ninguna indicada con %1</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="188"/>
        <source>%1 of %2 under %3</source>
        <translation>%1 de %2 con %3</translation>
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
        <translation>Nada comparado: menos de dos de las interpretaciones pueden jugar este escenario.</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="210"/>
        <source>No difference: every ruling gives the same game at the end of every phase, and the same expectations hold.</source>
        <translation>Sin diferencias: todas las interpretaciones dan la misma partida al final de cada fase y se cumplen las mismas expectativas.</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="215"/>
        <source>The game is the same at the end of every phase, but the expectations differ: %1 hold.</source>
        <translation>La partida es igual al final de cada fase, pero las expectativas difieren: se cumplen %1.</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="219"/>
        <source>The rulings part; expectations: %1 hold.</source>
        <translation>Las interpretaciones se separan; expectativas: se cumplen %1.</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="219"/>
        <source>The rulings part.</source>
        <translation>Las interpretaciones se separan.</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="251"/>
        <source>the course is %1 x %2 squares; a report shows at most %3 squares on a side</source>
        <translation>el circuito tiene %1 × %2 casillas; un informe muestra como máximo %3 casillas por lado</translation>
    </message>
    <message>
        <location filename="../core/render/reportcontent.cpp" line="282"/>
        <source>%1 plays more than %2 substeps; a report shows at most %2 (play fewer turns)</source>
        <translation>%1 juega más de %2 subpasos; un informe muestra como máximo %2 (juega menos rondas)</translation>
    </message>
</context>
<context>
    <name>rf::words::StateWords</name>
    <message>
        <location filename="../core/words/statewords.cpp" line="42"/>
        <location filename="../core/words/statewords.cpp" line="155"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="48"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="50"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="57"/>
        <source>empty</source>
        <comment>an empty register</comment>
        <translation>vacío</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="82"/>
        <source>%1 (used this round)</source>
        <translation>%1 (usada esta ronda)</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="98"/>
        <location filename="../core/words/statewords.cpp" line="159"/>
        <source>unlimited</source>
        <translation>ilimitado</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="106"/>
        <source>in play</source>
        <translation>en juego</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="111"/>
        <source>off the board</source>
        <translation>fuera del tablero</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="114"/>
        <source>destroyed (%1)</source>
        <translation>destruido (%1)</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="115"/>
        <location filename="../core/words/statewords.cpp" line="157"/>
        <source>destroyed</source>
        <translation>destruido</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="124"/>
        <source>register %1: %2</source>
        <translation>registro %1: %2</translation>
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
        <translation>en otro orden</translation>
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
        <translation>al final</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="257"/>
        <source>end of turn %1</source>
        <translation>final del turno %1</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="258"/>
        <source>turn %1, register %2</source>
        <translation>turno %1, registro %2</translation>
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
        <translation>%1 (%2): se esperaba %3, se obtuvo %4</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="277"/>
        <source>Turn %1 (%2)</source>
        <translation>Turno %1 (%2)</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="278"/>
        <source>Turn %1, register %2 (%3)</source>
        <translation>Turno %1, registro %2 (%3)</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="287"/>
        <source>%1 on</source>
        <comment>a rule option</comment>
        <translation>%1 activada</translation>
    </message>
    <message>
        <location filename="../core/words/statewords.cpp" line="287"/>
        <source>%1 off</source>
        <comment>a rule option</comment>
        <translation>%1 desactivada</translation>
    </message>
</context>
<context>
    <name>rf::words::TraceTexts</name>
    <message>
        <location filename="../core/words/tracewords.cpp" line="52"/>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="53"/>
        <source>Reveal</source>
        <translation>Revelación</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="54"/>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="55"/>
        <source>Express belts</source>
        <translation>Rampas rápidas</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="56"/>
        <source>Belts</source>
        <translation>Rampas</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="57"/>
        <source>Currents</source>
        <translation>Corrientes</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="58"/>
        <source>Pushers</source>
        <translation>Empujadores</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="59"/>
        <source>Gears</source>
        <translation>Rotores</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="60"/>
        <source>Crushers</source>
        <translation>Prensas</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="61"/>
        <source>Lasers</source>
        <translation>Láseres</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="62"/>
        <source>Floor damage</source>
        <translation>Impactos del suelo</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="63"/>
        <source>Checkpoints</source>
        <translation>Puntos de chequeo</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="64"/>
        <source>Repairs</source>
        <translation>Reparaciones</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="65"/>
        <source>Clean-up</source>
        <translation>Limpieza</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="66"/>
        <source>Shop</source>
        <translation>Tienda</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="67"/>
        <source>Purchase</source>
        <translation>Compra</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="75"/>
        <source>Deal and program</source>
        <translation>Reparto y programación</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="76"/>
        <source>A: reveal</source>
        <translation>A: revelación de cartas</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="77"/>
        <source>B: robots move</source>
        <translation>B: movimiento de robots</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="78"/>
        <source>C: board elements move</source>
        <translation>C: movimiento de los elementos del tablero</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="79"/>
        <source>D: lasers fire</source>
        <translation>D: disparos láser</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="80"/>
        <source>E: checkpoints</source>
        <translation>E: tocar puntos de chequeo</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="81"/>
        <source>End of turn</source>
        <translation>Fin de turno</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="82"/>
        <source>Upgrade phase</source>
        <translation>Fase de mejoras</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="91"/>
        <source>damage</source>
        <translation>impactos</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="92"/>
        <source>pit</source>
        <translation>agujero</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="93"/>
        <source>drain</source>
        <translation>desagüe</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="94"/>
        <source>off the board</source>
        <translation>fuera del tablero</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="95"/>
        <source>trap door</source>
        <translation>trampilla</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="96"/>
        <source>crusher</source>
        <translation>prensa</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="97"/>
        <location filename="../core/words/tracewords.cpp" line="116"/>
        <source>Worm</source>
        <translation>Gusano</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="105"/>
        <source>U-turn</source>
        <translation>media vuelta</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="106"/>
        <source>rotate left</source>
        <translation>girar a la izquierda</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="107"/>
        <source>rotate right</source>
        <translation>girar a la derecha</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="108"/>
        <source>back up</source>
        <translation>retroceder</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="109"/>
        <source>move 1</source>
        <translation>avanzar 1</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="110"/>
        <source>move 2</source>
        <translation>avanzar 2</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="111"/>
        <source>move 3</source>
        <translation>avanzar 3</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="112"/>
        <source>again</source>
        <translation>repetir</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="113"/>
        <source>power up</source>
        <translation>recargar energía</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="114"/>
        <source>SPAM</source>
        <translation>SPAM</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="115"/>
        <source>Trojan Horse</source>
        <translation>Troyano</translation>
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
        <translation>Rutina de energía</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="119"/>
        <location filename="../core/words/tracewords.cpp" line="227"/>
        <source>Repeat Routine</source>
        <translation>Rutina de repetición</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="120"/>
        <location filename="../core/words/tracewords.cpp" line="228"/>
        <source>Sandbox Routine</source>
        <translation>Rutina sandbox</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="121"/>
        <location filename="../core/words/tracewords.cpp" line="231"/>
        <source>Speed Routine</source>
        <translation>Rutina de velocidad</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="122"/>
        <location filename="../core/words/tracewords.cpp" line="232"/>
        <source>Weasel Routine</source>
        <translation>Rutina comadreja</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="123"/>
        <location filename="../core/words/tracewords.cpp" line="230"/>
        <source>Spam Folder</source>
        <translation>Carpeta de spam</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="124"/>
        <source>Haywire: move 2, turn right</source>
        <translation>Haywire: avanzar 2, girar a la derecha</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="125"/>
        <source>Haywire: turn either way</source>
        <translation>Haywire: girar a un lado u otro</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="126"/>
        <source>Haywire: move 1, turn left, move 1</source>
        <translation>Haywire: avanzar 1, girar a la izquierda, avanzar 1</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="127"/>
        <source>Haywire: face any way, move 1</source>
        <translation>Haywire: orientarse a voluntad, avanzar 1</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="128"/>
        <source>Haywire: install an upgrade</source>
        <translation>Haywire: instalar una mejora</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="129"/>
        <source>Haywire: move 1, take the token</source>
        <translation>Haywire: avanzar 1, tomar la ficha</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="130"/>
        <source>Haywire: pay energy to move</source>
        <translation>Haywire: pagar energía para moverse</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="131"/>
        <source>Haywire: move back 3</source>
        <translation>Haywire: retroceder 3</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="132"/>
        <source>Haywire: move back 1, U-turn</source>
        <translation>Haywire: retroceder 1, media vuelta</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="133"/>
        <source>Haywire: move 1, turn right, move 1</source>
        <translation>Haywire: avanzar 1, girar a la derecha, avanzar 1</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="134"/>
        <source>Haywire: move 2 sideways</source>
        <translation>Haywire: desplazarse 2 de lado</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="135"/>
        <source>Haywire: move back 1, purge a card</source>
        <translation>Haywire: retroceder 1, retirar una carta</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="136"/>
        <source>Haywire: move 2, turn left</source>
        <translation>Haywire: avanzar 2, girar a la izquierda</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="137"/>
        <source>Haywire: move 5</source>
        <translation>Haywire: avanzar 5</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="138"/>
        <source>Haywire: move 1, stronger laser</source>
        <translation>Haywire: avanzar 1, láser más fuerte</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="139"/>
        <source>Haywire: play the top 2 cards</source>
        <translation>Haywire: jugar las 2 cartas superiores</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="140"/>
        <source>Haywire: move 3, U-turn</source>
        <translation>Haywire: avanzar 3, media vuelta</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="194"/>
        <source>Admin Privilege</source>
        <translation>Privilegio de administrador</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="195"/>
        <source>Blue Screen of Death</source>
        <translation>Pantallazo azul</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="197"/>
        <source>Cache Memory</source>
        <translation>Memoria caché</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="198"/>
        <source>Corruption Wave</source>
        <translation>Onda de corrupción</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="200"/>
        <source>Defrag Gizmo</source>
        <translation>Desfragmentador</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="201"/>
        <source>Deflector Shield</source>
        <translation>Escudo deflector</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="202"/>
        <source>Double Barrel Laser</source>
        <translation>Láser de doble cañón</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="203"/>
        <source>Firewall</source>
        <translation>Cortafuegos</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="204"/>
        <source>Hover Unit</source>
        <translation>Unidad de levitación</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="205"/>
        <source>Memory Stick</source>
        <translation>Memoria USB</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="207"/>
        <source>Modular Chassis</source>
        <translation>Chasis modular</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="209"/>
        <source>Rail Gun</source>
        <translation>Cañón de riel</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="211"/>
        <source>Rear Laser</source>
        <translation>Láser trasero</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="213"/>
        <source>Side Arms</source>
        <translation>Brazos laterales</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="214"/>
        <source>Teleporter</source>
        <translation>Teletransportador</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="216"/>
        <source>Trojan Needler</source>
        <translation>Aguja troyana</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="217"/>
        <source>Virus Module</source>
        <translation>Módulo de virus</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="218"/>
        <source>Boink</source>
        <translation>Boink</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="220"/>
        <source>Hack</source>
        <translation>Hackeo</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="221"/>
        <source>Manual Sort</source>
        <translation>Orden manual</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="222"/>
        <source>Memory Swap</source>
        <translation>Intercambio de memoria</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="234"/>
        <source>Chaos Theory</source>
        <translation>Teoría del caos</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="235"/>
        <source>Drifting</source>
        <translation>Derrape</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="236"/>
        <source>Energy Conversion</source>
        <translation>Conversión de energía</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="237"/>
        <source>Flash Drive</source>
        <translation>Memoria USB</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="238"/>
        <source>Laser Kata</source>
        <translation>Kata láser</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="239"/>
        <source>Memory Cards</source>
        <translation>Tarjetas de memoria</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="240"/>
        <source>Power Slide</source>
        <translation>Derrape controlado</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="241"/>
        <source>Self-Diagnostics</source>
        <translation>Autodiagnóstico</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="242"/>
        <source>Spam Filter</source>
        <translation>Filtro de spam</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="243"/>
        <source>Spiky</source>
        <translation>Con pinchos</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="245"/>
        <source>All Aboard</source>
        <translation>Todos a bordo</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="246"/>
        <source>Calibration Protocol</source>
        <translation>Protocolo de calibración</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="247"/>
        <source>Displacing Blast</source>
        <translation>Disparo desplazador</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="248"/>
        <source>Lucky Booster</source>
        <translation>Potenciador de la suerte</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="249"/>
        <source>Magnetic</source>
        <translation>Magnético</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="250"/>
        <source>Overclocked</source>
        <translation>Overclock</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="251"/>
        <source>Piercing Drill</source>
        <translation>Taladro perforador</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="252"/>
        <source>Pressure Release</source>
        <translation>Liberación de presión</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="253"/>
        <source>Re-Initialize</source>
        <translation>Reinicializar</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="254"/>
        <source>Rewire</source>
        <translation>Recablear</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="255"/>
        <source>Switch</source>
        <translation>Intercambio</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="289"/>
        <source>%1 (temporary)</source>
        <translation>%1 (temporal)</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="290"/>
        <source>%1 (permanent, used this round)</source>
        <translation>%1 (permanente, usada en esta ronda)</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="291"/>
        <source>%1 (permanent)</source>
        <translation>%1 (permanente)</translation>
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
        <translation>Reinicio</translation>
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
        <translation>Recarga</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="226"/>
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="229"/>
        <source>Spam Blocker</source>
        <translation>Bloqueador de spam</translation>
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
        <translation>izquierda</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="52"/>
        <source>right</source>
        <comment>a Haywire&apos;s choice: turn or move to the right</comment>
        <translation>derecha</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="105"/>
        <source>%1 plays %2</source>
        <translation>%1 juega %2</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="106"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="109"/>
        <source>Purchase: %1</source>
        <translation>Compra: %1</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="170"/>
        <source>%1 turn %2 register %3</source>
        <translation>%1, turno %2, registro %3</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="172"/>
        <source>%1 turn %2</source>
        <translation>%1, turno %2</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="177"/>
        <source>%1 not translated: %2</source>
        <translation>%1 sin traducir: %2</translation>
    </message>
    <message>
        <location filename="../core/words/tracetexts.cpp" line="179"/>
        <source>%1: %2 not translated: %3</source>
        <translation>%1: %2 sin traducir: %3</translation>
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
        <translation>Blindaje ablativo</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="154"/>
        <location filename="../core/words/tracewords.cpp" line="244"/>
        <source>Abort Switch</source>
        <translation>Interruptor de anulación</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="155"/>
        <location filename="../core/words/tracewords.cpp" line="196"/>
        <source>Brakes</source>
        <translation>Frenos</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="156"/>
        <source>Circuit Breaker</source>
        <translation>Disyuntor</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="157"/>
        <source>Conditional Program</source>
        <translation>Programa condicional</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="158"/>
        <location filename="../core/words/tracewords.cpp" line="199"/>
        <source>Crab Legs</source>
        <translation>Patas de cangrejo</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="159"/>
        <source>Double-Barreled Laser</source>
        <translation>Láser de doble cañón</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="160"/>
        <source>Dual Processor</source>
        <translation>Procesador dual</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="161"/>
        <source>Extra Memory</source>
        <translation>Memoria extra</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="162"/>
        <source>Fire Control</source>
        <translation>Control de tiro</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="163"/>
        <source>Flywheel</source>
        <translation>Volante de inercia</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="164"/>
        <source>Fourth Gear</source>
        <translation>Cuarta marcha</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="165"/>
        <source>Gyroscopic Stabilizer</source>
        <translation>Estabilizador giroscópico</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="166"/>
        <source>High-Power Laser</source>
        <translation>Láser de alta potencia</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="167"/>
        <source>Mechanical Arm</source>
        <translation>Brazo mecánico</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="168"/>
        <location filename="../core/words/tracewords.cpp" line="206"/>
        <source>Mini Howitzer</source>
        <translation>Mini obús</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="169"/>
        <source>Power-Down Shield</source>
        <translation>Escudo de desconexión</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="170"/>
        <location filename="../core/words/tracewords.cpp" line="208"/>
        <source>Pressor Beam</source>
        <translation>Rayo repulsor</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="171"/>
        <source>Radio Control</source>
        <translation>Control por radio</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="172"/>
        <location filename="../core/words/tracewords.cpp" line="210"/>
        <source>Ramming Gear</source>
        <translation>Espolón</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="173"/>
        <source>Rear-Firing Laser</source>
        <translation>Láser trasero</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="174"/>
        <location filename="../core/words/tracewords.cpp" line="225"/>
        <source>Recompile</source>
        <translation>Recompilar</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="175"/>
        <source>Reverse Gear</source>
        <translation>Marcha atrás</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="176"/>
        <location filename="../core/words/tracewords.cpp" line="212"/>
        <source>Scrambler</source>
        <translation>Perturbador</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="177"/>
        <source>Superior Archive</source>
        <translation>Archivo superior</translation>
    </message>
    <message>
        <location filename="../core/words/tracewords.cpp" line="178"/>
        <location filename="../core/words/tracewords.cpp" line="215"/>
        <source>Tractor Beam</source>
        <translation>Rayo tractor</translation>
    </message>
</context>
</TS>
