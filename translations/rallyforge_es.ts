<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AddBoardCommand</name>
    <message>
        <source>board</source>
        <translation>tablero</translation>
    </message>
    <message>
        <source>Add board %1</source>
        <translation>Añadir tablero %1</translation>
    </message>
</context>
<context>
    <name>AddEdgeFeaturesCommand</name>
    <message>
        <source>Add %1</source>
        <translation>Añadir %1</translation>
    </message>
    <message numerus="yes">
        <source>Add %n edge feature(s)</source>
        <translation><numerusform>Añadir %n elemento de borde</numerusform><numerusform>Añadir %n elementos de borde</numerusform></translation>
    </message>
</context>
<context>
    <name>AddMarkerCommand</name>
    <message>
        <source>Add checkpoint</source>
        <translation>Añadir bandera</translation>
    </message>
    <message>
        <source>Add start</source>
        <translation>Añadir salida</translation>
    </message>
    <message>
        <source>Add dock</source>
        <translation>Añadir zona de atraque</translation>
    </message>
</context>
<context>
    <name>BeltPathCommand</name>
    <message>
        <source>Lay express belt</source>
        <translation>Colocar rampa rápida</translation>
    </message>
    <message>
        <source>Lay belt</source>
        <translation>Colocar rampa</translation>
    </message>
</context>
<context>
    <name>BeltTool</name>
    <message>
        <source>Belt path</source>
        <translation>Recorrido de rampa</translation>
    </message>
    <message>
        <source>Drag a path to lay conveyor belts along it (T)</source>
        <translation>Arrastre un recorrido para colocar rampas a lo largo de él (T)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Belt path&lt;/b&gt;&lt;p&gt;Drag from square to square to lay a conveyor belt that carries robots along the path. Turns become curves, belts that already point into the path become merges, and a belt the path runs into takes it as an input. The express belt of the palette lays express belts; a single click lays one belt facing the current rotation (R).&lt;/p&gt;</source>
        <translation>&lt;b&gt;Recorrido de rampa&lt;/b&gt;&lt;p&gt;Arrastre de cuadro en cuadro para colocar una rampa que lleve a los robots por el recorrido. Los giros se convierten en curvas, las rampas que ya apuntan al recorrido se convierten en uniones, y una rampa contra la que termina el recorrido lo toma como entrada. La rampa rápida de la paleta coloca rampas rápidas; un solo clic coloca una rampa orientada según la rotación actual (R).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The %1 layer is locked</source>
        <translation>La capa «%1» está bloqueada</translation>
    </message>
</context>
<context>
    <name>BoardDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
</context>
<context>
    <name>BoardTool</name>
    <message>
        <source>Arrange boards</source>
        <translation>Colocar tableros</translation>
    </message>
    <message>
        <source>Drag boards to move them on the course; R turns the board under the cursor (M)</source>
        <translation>Arrastre tableros para moverlos en el circuito; R gira el tablero bajo el cursor (M)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Arrange boards&lt;/b&gt;&lt;p&gt;Drag a board of the course to move it on the course grid; R and Shift+R turn the board under the cursor. A board cannot be moved onto another one. Add boards with Course &gt; Add Board.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Colocar tableros&lt;/b&gt;&lt;p&gt;Arrastre un tablero del circuito para moverlo por la cuadrícula; R y Mayús+R giran el tablero bajo el cursor. Un tablero no puede colocarse sobre otro. Añada tableros con Circuito &gt; Añadir tablero.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>A board cannot be moved there: it would overlap another board or leave the grid</source>
        <translation>No se puede mover el tablero ahí: se solaparía con otro tablero o saldría de la cuadrícula</translation>
    </message>
    <message>
        <source>The board cannot turn there: it would overlap another board</source>
        <translation>El tablero no puede girar ahí: se solaparía con otro tablero</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>&lt;b&gt;Canvas&lt;/b&gt;&lt;p&gt;The board or course being edited. The current tool acts on it with the left button. Wheel zooms at the cursor; drag with the middle button, or hold Space and drag, to pan.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Lienzo&lt;/b&gt;&lt;p&gt;El tablero o circuito que se está editando. La herramienta actual actúa con el botón izquierdo. La rueda amplía en el cursor; arrastre con el botón central, o mantenga Espacio y arrastre, para desplazar la vista.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ChangeElementsCommand</name>
    <message>
        <source>Change %1</source>
        <translation>Cambiar %1</translation>
    </message>
</context>
<context>
    <name>ChangeInfoCommand</name>
    <message>
        <source>Change course details</source>
        <translation>Cambiar datos del circuito</translation>
    </message>
    <message>
        <source>Change board details</source>
        <translation>Cambiar datos del tablero</translation>
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
        <translation>al norte de %1, %2</translation>
    </message>
    <message>
        <source>west of %1, %2</source>
        <translation>al oeste de %1, %2</translation>
    </message>
    <message>
        <source>course</source>
        <translation>circuito</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Aviso</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravedad</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
</context>
<context>
    <name>EdgeTool</name>
    <message>
        <source>Walls and edges</source>
        <translation>Muros y bordes</translation>
    </message>
    <message>
        <source>Click or drag along square borders to add walls, lasers, pushers... (W)</source>
        <translation>Haga clic o arrastre por los bordes de los cuadros para añadir muros, láseres, empujadores... (W)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Walls and edges&lt;/b&gt;&lt;p&gt;Click near a square border, or drag along borders, to put the edge feature chosen in the palette there: wall, one-way wall, laser, pusher, ledge, no-ledge or repulsor field. R and Shift+R choose the direction (lasers fire, pushers push and one-way walls block that way); on the board border it points onto the board. Drag with the right button, or hold Ctrl, to remove features of that kind.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Muros y bordes&lt;/b&gt;&lt;p&gt;Haga clic cerca del borde de un cuadro, o arrastre por los bordes, para poner allí el elemento de borde elegido en la paleta: muro, muro de un sentido, láser, empujador, desnivel, sin desnivel o campo repulsor. R y Mayús+R eligen la dirección (los láseres disparan, los empujadores empujan y los muros de un sentido bloquean hacia ella); en el borde del tablero apunta hacia el tablero. Arrastre con el botón derecho, o mantenga Ctrl, para quitar elementos de ese tipo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Choose a wall or edge feature in the palette</source>
        <translation>Elija un muro o elemento de borde en la paleta</translation>
    </message>
    <message>
        <source>The %1 layer is locked</source>
        <translation>La capa «%1» está bloqueada</translation>
    </message>
</context>
<context>
    <name>EditorActions</name>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <source>Start an empty 12 x 12 board</source>
        <translation>Empezar un tablero vacío de 12 x 12</translation>
    </message>
    <message>
        <source>Replaces the document with an empty 12 x 12 board, after asking about unsaved changes.</source>
        <translation>Sustituye el documento por un tablero vacío de 12 x 12, tras preguntar por los cambios sin guardar.</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Abrir...</translation>
    </message>
    <message>
        <source>Open a board or course</source>
        <translation>Abrir un tablero o circuito</translation>
    </message>
    <message>
        <source>Opens a RallyForge board or course file (*.rfboard).</source>
        <translation>Abre un archivo de tablero o circuito de RallyForge (*.rfboard).</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save the document</source>
        <translation>Guardar el documento</translation>
    </message>
    <message>
        <source>Saves the document to its file, asking for a name the first time.</source>
        <translation>Guarda el documento en su archivo; la primera vez pide un nombre.</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Guardar &amp;como...</translation>
    </message>
    <message>
        <source>Save the document under a new name</source>
        <translation>Guardar el documento con otro nombre</translation>
    </message>
    <message>
        <source>Saves the document to a new file.</source>
        <translation>Guarda el documento en un archivo nuevo.</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Re&amp;vertir</translation>
    </message>
    <message>
        <source>Discard the changes since the last save</source>
        <translation>Descartar los cambios desde la última vez que se guardó</translation>
    </message>
    <message>
        <source>Reloads the file from disk, discarding unsaved changes.</source>
        <translation>Vuelve a cargar el archivo del disco y descarta los cambios sin guardar.</translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation>&amp;Importar...</translation>
    </message>
    <message>
        <source>Import a board from another program's format</source>
        <translation>Importar un tablero en el formato de otro programa</translation>
    </message>
    <message>
        <source>Reads a board in one of the formats of other RoboRally programs; elements that cannot be carried over are listed.</source>
        <translation>Lee un tablero en uno de los formatos de otros programas de RoboRally; se listan los elementos que no se pueden trasladar.</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Exportar...</translation>
    </message>
    <message>
        <source>Export the course to another program's format</source>
        <translation>Exportar el circuito al formato de otro programa</translation>
    </message>
    <message>
        <source>Writes the course in one of the formats of other RoboRally programs; elements that cannot be carried over are listed.</source>
        <translation>Escribe el circuito en uno de los formatos de otros programas de RoboRally; se listan los elementos que no se pueden trasladar.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Quit RallyForge</source>
        <translation>Salir de RallyForge</translation>
    </message>
    <message>
        <source>Closes the window, asking about unsaved changes.</source>
        <translation>Cierra la ventana, preguntando por los cambios sin guardar.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Deshacer el último cambio</translation>
    </message>
    <message>
        <source>Undoes the last change. Not available while a drag is in progress.</source>
        <translation>Deshace el último cambio. No disponible mientras se arrastra.</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Redo the change undone last</source>
        <translation>Rehacer el último cambio deshecho</translation>
    </message>
    <message>
        <source>Redoes the change undone last. Not available while a drag is in progress.</source>
        <translation>Rehace el último cambio deshecho. No disponible mientras se arrastra.</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <source>Cut the selected squares to the clipboard</source>
        <translation>Cortar los cuadros seleccionados al portapapeles</translation>
    </message>
    <message>
        <source>Copies the selected squares with everything on them to the clipboard and clears them.</source>
        <translation>Copia al portapapeles los cuadros seleccionados con todo lo que contienen y los vacía.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy the selected squares to the clipboard</source>
        <translation>Copiar los cuadros seleccionados al portapapeles</translation>
    </message>
    <message>
        <source>Copies the selected squares with everything on them to the clipboard, as board JSON.</source>
        <translation>Copia al portapapeles los cuadros seleccionados con todo lo que contienen, como JSON de tablero.</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>Paste squares from the clipboard</source>
        <translation>Pegar cuadros del portapapeles</translation>
    </message>
    <message>
        <source>Pastes copied squares at the selection, or at the square under the cursor.</source>
        <translation>Pega los cuadros copiados en la selección o en el cuadro bajo el cursor.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>Clear the selected squares</source>
        <translation>Vaciar los cuadros seleccionados</translation>
    </message>
    <message>
        <source>Clears the selected squares, or removes the selected walls and edge features.</source>
        <translation>Vacía los cuadros seleccionados o quita los muros y elementos de borde seleccionados.</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Seleccionar &amp;todo</translation>
    </message>
    <message>
        <source>Select every square</source>
        <translation>Seleccionar todos los cuadros</translation>
    </message>
    <message>
        <source>Selects the whole grid.</source>
        <translation>Selecciona toda la cuadrícula.</translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation>No seleccionar &amp;nada</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Quitar la selección</translation>
    </message>
    <message>
        <source>Clears the selection.</source>
        <translation>Quita la selección.</translation>
    </message>
    <message>
        <source>Rotate Selection &amp;Clockwise</source>
        <translation>Girar selección en sentido &amp;horario</translation>
    </message>
    <message>
        <source>Turn the selected squares a quarter turn clockwise</source>
        <translation>Girar un cuarto de vuelta en sentido horario los cuadros seleccionados</translation>
    </message>
    <message>
        <source>Turns the selected squares, with every direction on them, a quarter turn clockwise.</source>
        <translation>Gira un cuarto de vuelta en sentido horario los cuadros seleccionados, con todas sus direcciones.</translation>
    </message>
    <message>
        <source>Rotate Selection C&amp;ounterclockwise</source>
        <translation>Girar selección en sentido &amp;antihorario</translation>
    </message>
    <message>
        <source>Turn the selected squares a quarter turn counterclockwise</source>
        <translation>Girar un cuarto de vuelta en sentido antihorario los cuadros seleccionados</translation>
    </message>
    <message>
        <source>Turns the selected squares a quarter turn counterclockwise.</source>
        <translation>Gira un cuarto de vuelta en sentido antihorario los cuadros seleccionados.</translation>
    </message>
    <message>
        <source>&amp;Mirror Horizontally</source>
        <translation>Reflejar &amp;horizontalmente</translation>
    </message>
    <message>
        <source>Mirror the selected squares east to west</source>
        <translation>Reflejar de este a oeste los cuadros seleccionados</translation>
    </message>
    <message>
        <source>Mirrors the selected squares east to west; directions and gear senses flip with them.</source>
        <translation>Refleja de este a oeste los cuadros seleccionados; las direcciones y el sentido de los rotores se invierten con ellos.</translation>
    </message>
    <message>
        <source>Mirror &amp;Vertically</source>
        <translation>Reflejar &amp;verticalmente</translation>
    </message>
    <message>
        <source>Mirror the selected squares north to south</source>
        <translation>Reflejar de norte a sur los cuadros seleccionados</translation>
    </message>
    <message>
        <source>Mirrors the selected squares north to south; directions and gear senses flip with them.</source>
        <translation>Refleja de norte a sur los cuadros seleccionados; las direcciones y el sentido de los rotores se invierten con ellos.</translation>
    </message>
    <message>
        <source>&amp;Turn Element</source>
        <translation>&amp;Girar elemento</translation>
    </message>
    <message>
        <source>Turn the palette element clockwise (R)</source>
        <translation>Girar en sentido horario el elemento de la paleta (R)</translation>
    </message>
    <message>
        <source>Turns the element being placed a quarter turn clockwise; with the board tool, turns the board under the cursor.</source>
        <translation>Gira un cuarto de vuelta en sentido horario el elemento que se coloca; con la herramienta de tableros, gira el tablero bajo el cursor.</translation>
    </message>
    <message>
        <source>Turn Element &amp;Back</source>
        <translation>Girar elemento hacia &amp;atrás</translation>
    </message>
    <message>
        <source>Turn the palette element counterclockwise (Shift+R)</source>
        <translation>Girar en sentido antihorario el elemento de la paleta (Mayús+R)</translation>
    </message>
    <message>
        <source>Turns the element being placed a quarter turn counterclockwise.</source>
        <translation>Gira un cuarto de vuelta en sentido antihorario el elemento que se coloca.</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Ampliar</translation>
    </message>
    <message>
        <source>Shows the board larger. The mouse wheel zooms at the cursor.</source>
        <translation>Muestra el tablero más grande. La rueda del ratón amplía en el cursor.</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Reducir</translation>
    </message>
    <message>
        <source>Shows the board smaller.</source>
        <translation>Muestra el tablero más pequeño.</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>&amp;Ajustar a la ventana</translation>
    </message>
    <message>
        <source>Show the whole course</source>
        <translation>Mostrar todo el circuito</translation>
    </message>
    <message>
        <source>Zooms so the whole course fits the window.</source>
        <translation>Ajusta el zoom para que todo el circuito quepa en la ventana.</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Tamaño real</translation>
    </message>
    <message>
        <source>One square at its natural size</source>
        <translation>Un cuadro a su tamaño natural</translation>
    </message>
    <message>
        <source>Resets the zoom to 100%.</source>
        <translation>Devuelve el zoom al 100 %.</translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation>Mostrar &amp;cuadrícula</translation>
    </message>
    <message>
        <source>Show or hide the grid lines</source>
        <translation>Mostrar u ocultar las líneas de la cuadrícula</translation>
    </message>
    <message>
        <source>Shows or hides the thin lines between squares.</source>
        <translation>Muestra u oculta las líneas finas entre cuadros.</translation>
    </message>
    <message>
        <source>Add Board from &amp;File...</source>
        <translation>Añadir tablero desde &amp;archivo...</translation>
    </message>
    <message>
        <source>Add a board file to the course</source>
        <translation>Añadir un archivo de tablero al circuito</translation>
    </message>
    <message>
        <source>Adds a board from a file to the right of the course; arrange it with the Arrange Boards tool.</source>
        <translation>Añade un tablero desde un archivo a la derecha del circuito; colóquelo con la herramienta Colocar tableros.</translation>
    </message>
    <message>
        <source>&amp;Remove Board</source>
        <translation>&amp;Quitar tablero</translation>
    </message>
    <message>
        <source>Remove the board holding the selection</source>
        <translation>Quitar el tablero que contiene la selección</translation>
    </message>
    <message>
        <source>Removes the board that holds the selected squares from the course.</source>
        <translation>Quita del circuito el tablero que contiene los cuadros seleccionados.</translation>
    </message>
    <message>
        <source>Add Board</source>
        <translation>Añadir tablero</translation>
    </message>
    <message>
        <source>What's &amp;This?</source>
        <translation>¿&amp;Qué es esto?</translation>
    </message>
    <message>
        <source>Click on anything to learn what it does</source>
        <translation>Haga clic en cualquier cosa para saber qué hace</translation>
    </message>
    <message>
        <source>Enters What's This mode: click on a tool or panel for help.</source>
        <translation>Entra en el modo «¿Qué es esto?»: haga clic en una herramienta o panel para obtener ayuda.</translation>
    </message>
    <message>
        <source>&amp;About RallyForge</source>
        <translation>&amp;Acerca de RallyForge</translation>
    </message>
    <message>
        <source>Versions and licence</source>
        <translation>Versiones y licencia</translation>
    </message>
    <message>
        <source>Shows the versions of RallyForge, Qt and KArchive.</source>
        <translation>Muestra las versiones de RallyForge, Qt y KArchive.</translation>
    </message>
    <message>
        <source>About RallyForge</source>
        <translation>Acerca de RallyForge</translation>
    </message>
    <message>
        <source>&lt;h3&gt;RallyForge %1&lt;/h3&gt;&lt;p&gt;Board and scenario editor with a rules simulator for RoboRally-style factory race games.&lt;/p&gt;&lt;p&gt;Qt %2, KArchive %3&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RallyForge %1&lt;/h3&gt;&lt;p&gt;Editor de tableros y escenarios con simulador de reglas para juegos de carreras en fábricas al estilo de RoboRally.&lt;/p&gt;&lt;p&gt;Qt %2, KArchive %3&lt;/p&gt;&lt;p&gt;Con licencia GNU General Public License, versión 3 o posterior.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>About the Qt toolkit</source>
        <translation>Acerca de la biblioteca Qt</translation>
    </message>
    <message>
        <source>Shows the Qt version and licence.</source>
        <translation>Muestra la versión y la licencia de Qt.</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Deshacer %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rehacer %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>&amp;Course</source>
        <translation>&amp;Circuito</translation>
    </message>
    <message>
        <source>Add &amp;Shipped Board</source>
        <translation>Añadir tablero &amp;incluido</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <source>No shipped boards found</source>
        <translation>No se han encontrado tableros incluidos</translation>
    </message>
    <message>
        <source>Copied %1 x %2 squares</source>
        <translation>Copiados %1 x %2 cuadros</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Cortar</translation>
    </message>
    <message>
        <source>The clipboard holds no RallyForge squares</source>
        <translation>El portapapeles no contiene cuadros de RallyForge</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Cannot add board</source>
        <translation>No se puede añadir el tablero</translation>
    </message>
    <message>
        <source>%1 is a course; add its boards one by one.</source>
        <translation>%1 es un circuito; añada sus tableros uno a uno.</translation>
    </message>
    <message>
        <source>The course would be larger than %1 squares across.</source>
        <translation>El circuito tendría más de %1 cuadros de ancho.</translation>
    </message>
    <message>
        <source>Added %1; drag it into place with the Arrange Boards tool</source>
        <translation>Añadido %1; arrástrelo a su sitio con la herramienta Colocar tableros</translation>
    </message>
</context>
<context>
    <name>Elements</name>
    <message>
        <source>Floor</source>
        <translation>Suelo</translation>
    </message>
    <message>
        <source>Pit</source>
        <translation>Agujero</translation>
    </message>
    <message>
        <source>Drain</source>
        <translation>Desagüe</translation>
    </message>
    <message>
        <source>Oil</source>
        <translation>Aceite</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Agua</translation>
    </message>
    <message>
        <source>Acid</source>
        <translation>Ácido</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Fuego</translation>
    </message>
    <message>
        <source>Radiation</source>
        <translation>Radiación</translation>
    </message>
    <message>
        <source>Radioactive waste</source>
        <translation>Residuos radiactivos</translation>
    </message>
    <message>
        <source>No device</source>
        <translation>Sin dispositivo</translation>
    </message>
    <message>
        <source>Conveyor belt</source>
        <translation>Rampa</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Rotor</translation>
    </message>
    <message>
        <source>Repair site</source>
        <translation>Reparación</translation>
    </message>
    <message>
        <source>Chop shop</source>
        <translation>Taller de mejoras</translation>
    </message>
    <message>
        <source>Randomizer</source>
        <translation>Aleatorizador</translation>
    </message>
    <message>
        <source>Teleporter</source>
        <translation>Teletransportador</translation>
    </message>
    <message>
        <source>Portal</source>
        <translation>Portal</translation>
    </message>
    <message>
        <source>Ramp</source>
        <translation>Rampa de subida</translation>
    </message>
    <message>
        <source>Energy space</source>
        <translation>Casilla de energía</translation>
    </message>
    <message>
        <source>Crusher</source>
        <translation>Prensa</translation>
    </message>
    <message>
        <source>Flamer</source>
        <translation>Lanzallamas</translation>
    </message>
    <message>
        <source>Trap door</source>
        <translation>Trampilla</translation>
    </message>
    <message>
        <source>Crate</source>
        <translation>Caja</translation>
    </message>
    <message>
        <source>Priority antenna</source>
        <translation>Antena de prioridad</translation>
    </message>
    <message>
        <source>Reboot token</source>
        <translation>Ficha de reinicio</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Muro</translation>
    </message>
    <message>
        <source>One-way wall</source>
        <translation>Muro de un sentido</translation>
    </message>
    <message>
        <source>Ledge</source>
        <translation>Desnivel</translation>
    </message>
    <message>
        <source>No ledge</source>
        <translation>Sin desnivel</translation>
    </message>
    <message>
        <source>Laser</source>
        <translation>Láser</translation>
    </message>
    <message>
        <source>Pusher</source>
        <translation>Empujador</translation>
    </message>
    <message>
        <source>Repulsor field</source>
        <translation>Campo repulsor</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Bandera</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Salida</translation>
    </message>
    <message>
        <source>Docking bay</source>
        <translation>Zona de atraque</translation>
    </message>
    <message>
        <source>north</source>
        <translation>norte</translation>
    </message>
    <message>
        <source>east</source>
        <translation>este</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sur</translation>
    </message>
    <message>
        <source>west</source>
        <translation>oeste</translation>
    </message>
    <message>
        <source>Express belt</source>
        <translation>Rampa rápida</translation>
    </message>
    <message>
        <source>Gear (clockwise)</source>
        <translation>Rotor (horario)</translation>
    </message>
    <message>
        <source>Gear (counterclockwise)</source>
        <translation>Rotor (antihorario)</translation>
    </message>
    <message numerus="yes">
        <source>Repair site (%n wrench(es))</source>
        <translation><numerusform>Reparación (%n llave)</numerusform><numerusform>Reparación (%n llaves)</numerusform></translation>
    </message>
    <message>
        <source>%1 facing %2</source>
        <translation>%1 hacia el %2</translation>
    </message>
    <message numerus="yes">
        <source>Laser (%n beam(s))</source>
        <translation><numerusform>Láser (%n rayo)</numerusform><numerusform>Láser (%n rayos)</numerusform></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Portal of colour "%1" has no partner</source>
        <translation>El portal de color «%1» no tiene pareja</translation>
    </message>
    <message>
        <source>%1 portals share colour "%2"; a portal needs exactly one partner</source>
        <translation>%1 portales comparten el color «%2»; un portal necesita exactamente una pareja</translation>
    </message>
    <message>
        <source>Checkpoint %1 lies on a %2</source>
        <translation>La bandera %1 está sobre: %2</translation>
    </message>
    <message>
        <source>Start position %1 lies on a %2</source>
        <translation>La salida %1 está sobre: %2</translation>
    </message>
    <message>
        <source>Checkpoint number %1 is used more than once</source>
        <translation>El número de bandera %1 se usa más de una vez</translation>
    </message>
    <message>
        <source>%1 is active in no register</source>
        <translation>%1 no está activo en ningún registro</translation>
    </message>
    <message>
        <source>Laser has %1 beams; it must have 1 to 3</source>
        <translation>El láser tiene %1 rayos; debe tener de 1 a 3</translation>
    </message>
    <message>
        <source>Ramp climbing %1 does not lead from the lower level to an upper-level square</source>
        <translation>La rampa que sube hacia el %1 no lleva del nivel inferior a un cuadro del nivel superior</translation>
    </message>
    <message>
        <source>%1 lies outside the grid</source>
        <translation>%1 está fuera de la cuadrícula</translation>
    </message>
    <message>
        <source>Boards %1 and %2 overlap</source>
        <translation>Los tableros %1 y %2 se solapan</translation>
    </message>
    <message>
        <source>Board %1 cannot be placed: %2</source>
        <translation>No se puede colocar el tablero %1: %2</translation>
    </message>
    <message>
        <source>Belt carries robots %1 into a wall</source>
        <translation>La rampa lleva a los robots hacia el %1 contra un muro</translation>
    </message>
    <message>
        <source>Belt carries robots %1 off the board</source>
        <translation>La rampa lleva a los robots hacia el %1 fuera del tablero</translation>
    </message>
    <message>
        <source>Checkpoint %1 follows a gap: expected checkpoint %2</source>
        <translation>La bandera %1 sigue a un hueco: se esperaba la bandera %2</translation>
    </message>
    <message>
        <source>%1 start position(s); at least 2 are needed</source>
        <translation>%1 salida(s); se necesitan al menos 2</translation>
    </message>
    <message>
        <source>Checkpoint %1 cannot be reached from any start position</source>
        <translation>La bandera %1 no se puede alcanzar desde ninguna salida</translation>
    </message>
    <message>
        <source>Laser firing %1 is stopped at once by a wall, crate or antenna</source>
        <translation>El láser que dispara hacia el %1 queda detenido de inmediato por un muro, una caja o una antena</translation>
    </message>
    <message>
        <source>Laser firing %1 fires off the board</source>
        <translation>El láser que dispara hacia el %1 dispara fuera del tablero</translation>
    </message>
    <message>
        <source>%1: paint it on squares</source>
        <translation>%1: píntelo sobre cuadros</translation>
    </message>
    <message>
        <source>%1: place it on squares (R rotates)</source>
        <translation>%1: colóquelo sobre cuadros (R gira)</translation>
    </message>
    <message>
        <source>%1: click or drag along square borders</source>
        <translation>%1: haga clic o arrastre por los bordes de los cuadros</translation>
    </message>
    <message>
        <source>%1: click a square to place it</source>
        <translation>%1: haga clic en un cuadro para colocarlo</translation>
    </message>
    <message>
        <source>Belts</source>
        <translation>Rampas</translation>
    </message>
    <message>
        <source>Rotators</source>
        <translation>Rotores</translation>
    </message>
    <message>
        <source>Hazards</source>
        <translation>Peligros</translation>
    </message>
    <message>
        <source>Timed</source>
        <translation>Temporizados</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marcadores</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Muros</translation>
    </message>
</context>
<context>
    <name>EraseCommand</name>
    <message>
        <source>Erase</source>
        <translation>Borrar</translation>
    </message>
</context>
<context>
    <name>EraseTool</name>
    <message>
        <source>Erase</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Erase the current layer on squares (E); Shift erases every unlocked layer</source>
        <translation>Borrar la capa actual en los cuadros (E); Mayús borra todas las capas desbloqueadas</translation>
    </message>
    <message>
        <source>&lt;b&gt;Erase&lt;/b&gt;&lt;p&gt;Drag over squares to clear what the current layer of the layers panel holds there: floor (back to plain floor on the lower level), devices, the walls and edge features around the squares, or markers. Hold Shift to clear every unlocked layer at once.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Borrar&lt;/b&gt;&lt;p&gt;Arrastre sobre cuadros para vaciar lo que contiene allí la capa actual del panel de capas: suelo (vuelve a suelo liso en el nivel inferior), dispositivos, los muros y elementos de borde alrededor de los cuadros, o marcadores. Mantenga Mayús para vaciar a la vez todas las capas desbloqueadas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The current layer is locked</source>
        <translation>La capa actual está bloqueada</translation>
    </message>
</context>
<context>
    <name>EyedropperTool</name>
    <message>
        <source>Eyedropper</source>
        <translation>Cuentagotas</translation>
    </message>
    <message>
        <source>Pick an element from the board into the palette (I)</source>
        <translation>Tomar un elemento del tablero para la paleta (I)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Eyedropper&lt;/b&gt;&lt;p&gt;Click a square to make its device (or, without one, its floor) the palette's current element with the same direction and settings; click near a border to pick its edge feature. The previous tool comes back afterwards.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Cuentagotas&lt;/b&gt;&lt;p&gt;Haga clic en un cuadro para que su dispositivo (o, si no tiene, su suelo) sea el elemento actual de la paleta, con la misma dirección y ajustes; haga clic cerca de un borde para tomar su elemento de borde. Después vuelve la herramienta anterior.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Picked %1</source>
        <translation>Tomado: %1</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message numerus="yes">
        <source>... and %n more</source>
        <translation><numerusform>... y %n más</numerusform><numerusform>... y %n más</numerusform></translation>
    </message>
    <message>
        <source>RallyForge boards and courses (*.rfboard);;All files (*)</source>
        <translation>Tableros y circuitos de RallyForge (*.rfboard);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>No se puede abrir el archivo</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Abierto %1</translation>
    </message>
    <message>
        <source>Open Board or Course</source>
        <translation>Abrir tablero o circuito</translation>
    </message>
    <message>
        <source>Cannot save file</source>
        <translation>No se puede guardar el archivo</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Revertir</translation>
    </message>
    <message>
        <source>Discard every change since %1 was last saved?</source>
        <translation>¿Descartar todos los cambios desde que se guardó %1 por última vez?</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Import Board</source>
        <translation>Importar tablero</translation>
    </message>
    <message>
        <source>Cannot import file</source>
        <translation>No se puede importar el archivo</translation>
    </message>
    <message>
        <source>Import notes</source>
        <translation>Notas de importación</translation>
    </message>
    <message>
        <source>Some elements could not be imported unchanged:

%1</source>
        <translation>Algunos elementos no se pudieron importar sin cambios:

%1</translation>
    </message>
    <message>
        <source>Export Board</source>
        <translation>Exportar tablero</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportado %1</translation>
    </message>
    <message>
        <source>Export notes</source>
        <translation>Notas de exportación</translation>
    </message>
    <message>
        <source>Some elements could not be exported unchanged:

%1</source>
        <translation>Algunos elementos no se pudieron exportar sin cambios:

%1</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>No hay archivos recientes</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Files</source>
        <translation>&amp;Vaciar archivos recientes</translation>
    </message>
    <message>
        <source>an untitled document</source>
        <translation>un documento sin título</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Recuperar trabajo sin guardar</translation>
    </message>
    <message>
        <source>RallyForge did not close properly last time. Restore the unsaved changes to %1?</source>
        <translation>RallyForge no se cerró correctamente la última vez. ¿Restaurar los cambios sin guardar de %1?</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>No se puede recuperar</translation>
    </message>
</context>
<context>
    <name>FloodFillTool</name>
    <message>
        <source>Flood fill</source>
        <translation>Relleno por área</translation>
    </message>
    <message>
        <source>Fill the connected area of like squares with the palette's element (F)</source>
        <translation>Rellenar con el elemento de la paleta el área conectada de cuadros iguales (F)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Flood fill&lt;/b&gt;&lt;p&gt;Click a square: it and every square connected to it with the same floor, level and device, not separated by walls, get the floor or device chosen in the palette.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Relleno por área&lt;/b&gt;&lt;p&gt;Haga clic en un cuadro: él y todos los cuadros conectados con el mismo suelo, nivel y dispositivo, sin muros entre ellos, reciben el suelo o dispositivo elegido en la paleta.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LayerModel</name>
    <message>
        <source>Floor</source>
        <translation>Suelo</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Dispositivos</translation>
    </message>
    <message>
        <source>Walls and edges</source>
        <translation>Muros y bordes</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marcadores</translation>
    </message>
    <message>
        <source>Lower level</source>
        <translation>Nivel inferior</translation>
    </message>
    <message>
        <source>Upper level</source>
        <translation>Nivel superior</translation>
    </message>
    <message>
        <source>Check to show the layer; click the name to make tools act on it</source>
        <translation>Marque para mostrar la capa; haga clic en el nombre para que las herramientas actúen sobre ella</translation>
    </message>
    <message>
        <source>Locked layers cannot be edited</source>
        <translation>Las capas bloqueadas no se pueden editar</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Opacity of the layer on the canvas</source>
        <translation>Opacidad de la capa en el lienzo</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Bloqueo</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Opacidad</translation>
    </message>
</context>
<context>
    <name>LayersPanel</name>
    <message>
        <source>&lt;b&gt;Layers&lt;/b&gt;&lt;p&gt;Show or hide each layer and the two elevation levels, lock layers against editing and set their opacity on the canvas. The current layer (bold) is what the eraser clears; choosing a level makes painted floor go on that level.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Capas&lt;/b&gt;&lt;p&gt;Muestre u oculte cada capa y los dos niveles de altura, bloquee capas para que no se editen y ajuste su opacidad en el lienzo. La capa actual (en negrita) es la que vacía el borrador; al elegir un nivel, el suelo pintado va a ese nivel.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Paneles</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Paleta</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propiedades</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validación</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;abierto&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation><numerusform>%n error</numerusform><numerusform>%n errores</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation><numerusform>%n aviso</numerusform><numerusform>%n avisos</numerusform></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>outside every board</source>
        <translation>fuera de todo tablero</translation>
    </message>
    <message>
        <source> (upper level)</source>
        <translation> (nivel superior)</translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>tablero %1</translation>
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
        <translation>Bandera</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Salida</translation>
    </message>
    <message>
        <source>Docking bay</source>
        <translation>Zona de atraque</translation>
    </message>
    <message>
        <source>Place numbered checkpoints (K)</source>
        <translation>Colocar banderas numeradas (K)</translation>
    </message>
    <message>
        <source>Place start positions facing the current rotation (P)</source>
        <translation>Colocar salidas orientadas según la rotación actual (P)</translation>
    </message>
    <message>
        <source>Mark docking bay squares</source>
        <translation>Marcar cuadros de la zona de atraque</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;p&gt;Click a square to place a marker there. Checkpoints and start positions are numbered automatically, one more than the highest so far; a start faces the current rotation (R). Right click removes the marker from the square. Numbers can be changed in the properties panel.&lt;/p&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;p&gt;Haga clic en un cuadro para colocar allí un marcador. Las banderas y salidas se numeran solas, una más que la más alta hasta ahora; una salida mira según la rotación actual (R). El clic derecho quita el marcador del cuadro. Los números se pueden cambiar en el panel de propiedades.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The %1 layer is locked</source>
        <translation>La capa «%1» está bloqueada</translation>
    </message>
</context>
<context>
    <name>PaintTool</name>
    <message>
        <source>Paint</source>
        <translation>Pintar</translation>
    </message>
    <message>
        <source>Paint the palette's element on squares (B)</source>
        <translation>Pintar el elemento de la paleta sobre cuadros (B)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paint&lt;/b&gt;&lt;p&gt;Drag over squares to put the element chosen in the palette on them: a floor kind or a device. R and Shift+R turn the element before painting. With a level chosen in the layers panel, painted floor squares are put on that level.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Pintar&lt;/b&gt;&lt;p&gt;Arrastre sobre cuadros para poner en ellos el elemento elegido en la paleta: un tipo de suelo o un dispositivo. R y Mayús+R giran el elemento antes de pintar. Con un nivel elegido en el panel de capas, los cuadros de suelo pintados se ponen en ese nivel.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Choose a floor or device in the palette to paint</source>
        <translation>Elija un suelo o dispositivo en la paleta para pintar</translation>
    </message>
    <message>
        <source>The %1 layer is locked</source>
        <translation>La capa «%1» está bloqueada</translation>
    </message>
</context>
<context>
    <name>PalettePanel</name>
    <message>
        <source>Search elements</source>
        <translation>Buscar elementos</translation>
    </message>
    <message>
        <source>Type part of an element's name to filter the palette</source>
        <translation>Escriba parte del nombre de un elemento para filtrar la paleta</translation>
    </message>
    <message>
        <source>&lt;b&gt;Palette&lt;/b&gt;&lt;p&gt;The elements you can put on the board, in groups. Choose one and paint with it; walls and edge features switch to the edge tool, markers to the marker tool. R and Shift+R turn the element.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Paleta&lt;/b&gt;&lt;p&gt;Los elementos que puede poner en el tablero, por grupos. Elija uno y pinte con él; los muros y elementos de borde pasan a la herramienta de bordes, los marcadores a la de marcadores. R y Mayús+R giran el elemento.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PasteCommand</name>
    <message>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
</context>
<context>
    <name>PlaceBoardCommand</name>
    <message>
        <source>Rotate board %1</source>
        <translation>Girar tablero %1</translation>
    </message>
    <message>
        <source>Move board %1</source>
        <translation>Mover tablero %1</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>Direction the element faces, carries, fires or pushes</source>
        <translation>Dirección hacia la que el elemento mira, transporta, dispara o empuja</translation>
    </message>
    <message>
        <source>Direction:</source>
        <translation>Dirección:</translation>
    </message>
    <message>
        <source>direction</source>
        <translation>dirección</translation>
    </message>
    <message>
        <source>Express</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Express belts move robots in both belt steps of a register</source>
        <translation>Las rampas rápidas mueven a los robots en los dos pasos de rampa de un registro</translation>
    </message>
    <message>
        <source>express</source>
        <translation>rápida</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation>Horario</translation>
    </message>
    <message>
        <source>Gears turn robots clockwise (right) or counterclockwise (left)</source>
        <translation>Los rotores giran a los robots en sentido horario (derecha) o antihorario (izquierda)</translation>
    </message>
    <message>
        <source>gear sense</source>
        <translation>sentido del rotor</translation>
    </message>
    <message>
        <source>Wrenches on a repair site: 2 also gives an option card</source>
        <translation>Llaves en una reparación: 2 da además una carta de opción</translation>
    </message>
    <message>
        <source>Wrenches:</source>
        <translation>Llaves:</translation>
    </message>
    <message>
        <source>wrenches</source>
        <translation>llaves</translation>
    </message>
    <message>
        <source>Portals of the same colour are partners</source>
        <translation>Los portales del mismo color son pareja</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Color:</translation>
    </message>
    <message>
        <source>portal colour</source>
        <translation>color del portal</translation>
    </message>
    <message>
        <source>Active in register %1</source>
        <translation>Activo en el registro %1</translation>
    </message>
    <message>
        <source>active registers</source>
        <translation>registros activos</translation>
    </message>
    <message>
        <source>Registers:</source>
        <translation>Registros:</translation>
    </message>
    <message>
        <source>Number of laser beams (damage per hit)</source>
        <translation>Número de rayos láser (daño por impacto)</translation>
    </message>
    <message>
        <source>Beams:</source>
        <translation>Rayos:</translation>
    </message>
    <message>
        <source>beam count</source>
        <translation>número de rayos</translation>
    </message>
    <message>
        <source>Checkpoint order or start position number</source>
        <translation>Orden de la bandera o número de salida</translation>
    </message>
    <message>
        <source>Number:</source>
        <translation>Número:</translation>
    </message>
    <message>
        <source>number</source>
        <translation>número</translation>
    </message>
    <message>
        <source>&lt;b&gt;Course&lt;/b&gt;</source>
        <translation>&lt;b&gt;Circuito&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Author:</source>
        <translation>Autor:</translation>
    </message>
    <message>
        <source>Nothing selected. Use the Select tool to pick squares or walls.</source>
        <translation>Nada seleccionado. Use la herramienta Seleccionar para elegir cuadros o muros.</translation>
    </message>
    <message>
        <source>%1 x %2 squares selected, without elements.</source>
        <translation>%1 x %2 cuadros seleccionados, sin elementos.</translation>
    </message>
    <message numerus="yes">
        <source>%n element(s) selected</source>
        <translation><numerusform>%n elemento seleccionado</numerusform><numerusform>%n elementos seleccionados</numerusform></translation>
    </message>
</context>
<context>
    <name>RectFillTool</name>
    <message>
        <source>Rectangle fill</source>
        <translation>Relleno rectangular</translation>
    </message>
    <message>
        <source>Drag a rectangle to fill it with the palette's element (Ctrl+Shift+R)</source>
        <translation>Arrastre un rectángulo para rellenarlo con el elemento de la paleta (Ctrl+Mayús+R)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rectangle fill&lt;/b&gt;&lt;p&gt;Drag from one corner to the other; on release every square of the rectangle gets the floor or device chosen in the palette. Esc cancels.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Relleno rectangular&lt;/b&gt;&lt;p&gt;Arrastre de una esquina a la otra; al soltar, cada cuadro del rectángulo recibe el suelo o dispositivo elegido en la paleta. Esc cancela.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>RemoveBoardCommand</name>
    <message>
        <source>Remove board %1</source>
        <translation>Quitar tablero %1</translation>
    </message>
</context>
<context>
    <name>RemoveEdgeFeaturesCommand</name>
    <message numerus="yes">
        <source>Remove %n edge feature(s)</source>
        <translation><numerusform>Quitar %n elemento de borde</numerusform><numerusform>Quitar %n elementos de borde</numerusform></translation>
    </message>
</context>
<context>
    <name>RemoveMarkersCommand</name>
    <message numerus="yes">
        <source>Remove %n marker(s)</source>
        <translation><numerusform>Quitar %n marcador</numerusform><numerusform>Quitar %n marcadores</numerusform></translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <source>Select</source>
        <translation>Seleccionar</translation>
    </message>
    <message>
        <source>Select squares and move them; click a border to select its walls (S)</source>
        <translation>Seleccionar cuadros y moverlos; haga clic en un borde para seleccionar sus muros (S)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Select&lt;/b&gt;&lt;p&gt;Drag a rectangle to select squares with everything on them; the properties panel then edits the selected elements. Click near a square border to select the walls and edge features on it. Drag inside the selection to move its content. The Edit menu copies, cuts, pastes, rotates and mirrors the selection. Esc cancels a drag.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Seleccionar&lt;/b&gt;&lt;p&gt;Arrastre un rectángulo para seleccionar cuadros con todo lo que contienen; el panel de propiedades edita entonces los elementos seleccionados. Haga clic cerca del borde de un cuadro para seleccionar sus muros y elementos de borde. Arrastre dentro de la selección para mover su contenido. El menú Editar copia, corta, pega, gira y refleja la selección. Esc cancela un arrastre.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SetDeviceCommand</name>
    <message>
        <source>Remove devices</source>
        <translation>Quitar dispositivos</translation>
    </message>
    <message numerus="yes">
        <source>Place %n device(s)</source>
        <translation><numerusform>Colocar %n dispositivo</numerusform><numerusform>Colocar %n dispositivos</numerusform></translation>
    </message>
</context>
<context>
    <name>SetFloorCommand</name>
    <message numerus="yes">
        <source>Paint %n floor square(s)</source>
        <translation><numerusform>Pintar %n cuadro de suelo</numerusform><numerusform>Pintar %n cuadros de suelo</numerusform></translation>
    </message>
</context>
<context>
    <name>SetLevelCommand</name>
    <message numerus="yes">
        <source>Raise %n square(s)</source>
        <translation><numerusform>Elevar %n cuadro</numerusform><numerusform>Elevar %n cuadros</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Lower %n square(s)</source>
        <translation><numerusform>Bajar %n cuadro</numerusform><numerusform>Bajar %n cuadros</numerusform></translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>The floor layer is locked</source>
        <translation>La capa de suelo está bloqueada</translation>
    </message>
    <message>
        <source>The devices layer is locked</source>
        <translation>La capa de dispositivos está bloqueada</translation>
    </message>
    <message>
        <source>Choose a floor or device in the palette to fill with</source>
        <translation>Elija un suelo o dispositivo de la paleta para rellenar</translation>
    </message>
</context>
<context>
    <name>TransformSelectionCommand</name>
    <message>
        <source>Mirror selection</source>
        <translation>Reflejar selección</translation>
    </message>
    <message>
        <source>Rotate selection</source>
        <translation>Girar selección</translation>
    </message>
    <message>
        <source>Move selection</source>
        <translation>Mover selección</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <source>&lt;b&gt;Validation&lt;/b&gt;&lt;p&gt;Problems the validator finds in the course, updated as you edit. Click a row to select and show its square or border.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Validación&lt;/b&gt;&lt;p&gt;Los problemas que el validador encuentra en el circuito, actualizados mientras edita. Haga clic en una fila para seleccionar y mostrar su cuadro o borde.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Board and scenario editor for RoboRally-style factory race games</source>
        <translation>Editor de tableros y escenarios para juegos de carreras en fábricas al estilo de RoboRally</translation>
    </message>
    <message>
        <source>User interface language (en, es, fr, de).</source>
        <translation>Idioma de la interfaz (en, es, fr, de).</translation>
    </message>
    <message>
        <source>Boards, courses or scenarios to open.</source>
        <translation>Tableros, circuitos o escenarios que abrir.</translation>
    </message>
</context>
</TS>
