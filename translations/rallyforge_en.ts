<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AddEdgeFeaturesCommand</name>
    <message numerus="yes">
        <location filename="../../../../editor/commands/elementcommands.cpp" line="17"/>
        <source>Add %n edge feature(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Elements</name>
    <message numerus="yes">
        <location filename="../../../../editor/models/elementnames.cpp" line="123"/>
        <source>Repair site (%n wrench(es))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/models/elementnames.cpp" line="135"/>
        <source>Laser (%n beam(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveEdgeFeaturesCommand</name>
    <message numerus="yes">
        <location filename="../../../../editor/commands/elementcommands.cpp" line="35"/>
        <source>Remove %n edge feature(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveMarkersCommand</name>
    <message numerus="yes">
        <location filename="../../../../editor/commands/elementcommands.cpp" line="70"/>
        <source>Remove %n marker(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetDeviceCommand</name>
    <message numerus="yes">
        <location filename="../../../../editor/commands/cellcommands.cpp" line="56"/>
        <source>Place %n device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetFloorCommand</name>
    <message numerus="yes">
        <location filename="../../../../editor/commands/cellcommands.cpp" line="35"/>
        <source>Paint %n floor square(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetLevelCommand</name>
    <message numerus="yes">
        <location filename="../../../../editor/commands/cellcommands.cpp" line="47"/>
        <source>Raise %n square(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/commands/cellcommands.cpp" line="47"/>
        <source>Lower %n square(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::editor::FileController</name>
    <message numerus="yes">
        <location filename="../../../../editor/app/filecontroller.cpp" line="39"/>
        <source>... and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::editor::MainWindow</name>
    <message numerus="yes">
        <location filename="../../../../editor/app/mainwindow.cpp" line="116"/>
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/app/mainwindow.cpp" line="116"/>
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::editor::PropertiesPanel</name>
    <message numerus="yes">
        <location filename="../../../../editor/widgets/propertiespanel.cpp" line="332"/>
        <source>%n element(s) selected</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
