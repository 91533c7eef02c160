<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AddEdgeFeaturesCommand</name>
    <message numerus="yes">
        <location filename="../../../../editor/commands/elementcommands.cpp" line="24"/>
        <source>Add %n edge feature(s)</source>
        <translation>
            <numerusform>Add %n edge feature</numerusform>
            <numerusform>Add %n edge features</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/commands/elementcommands.cpp" line="27"/>
        <source>Add %1 on %n edge(s)</source>
        <translation>
            <numerusform>Add %1 on %n edge</numerusform>
            <numerusform>Add %1 on %n edges</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DecisionChoices</name>
    <message numerus="yes">
        <location filename="../../../../core/game/decisionuse.cpp" line="28"/>
        <source>buy %1 (%n energy)</source>
        <translation>
            <numerusform>buy %1 (%n energy)</numerusform>
            <numerusform>buy %1 (%n energy)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/game/decisionuse.cpp" line="29"/>
        <source>buy %1 (%n energy) in place of %2</source>
        <translation>
            <numerusform>buy %1 (%n energy) in place of %2</numerusform>
            <numerusform>buy %1 (%n energy) in place of %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/game/decisionuse.cpp" line="50"/>
        <source>install %1 (%n energy)</source>
        <translation>
            <numerusform>install %1 (%n energy)</numerusform>
            <numerusform>install %1 (%n energy)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message numerus="yes">
        <location filename="../../../../core/validate/codes.h" line="104"/>
        <source>%n start position(s); at least 2 are needed</source>
        <translation>
            <numerusform>%n start position; at least 2 are needed</numerusform>
            <numerusform>%n start positions; at least 2 are needed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/validate/codes.h" line="118"/>
        <source>Raised area of %n square(s) cannot be reached from any start position (no ramp, portal or teleporter onto it)</source>
        <translation>
            <numerusform>Raised area of %n square cannot be reached from any start position (no ramp, portal or teleporter onto it)</numerusform>
            <numerusform>Raised area of %n squares cannot be reached from any start position (no ramp, portal or teleporter onto it)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/validate/codes.h" line="120"/>
        <source>Repair site (%n wrench(es)) cannot be reached from any start position</source>
        <translation>
            <numerusform>Repair site (%n wrench) cannot be reached from any start position</numerusform>
            <numerusform>Repair site (%n wrenches) cannot be reached from any start position</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Elements</name>
    <message numerus="yes">
        <location filename="../../../../core/words/elementnames.cpp" line="149"/>
        <source>Repair site (%n wrench(es))</source>
        <translation>
            <numerusform>Repair site (%n wrench)</numerusform>
            <numerusform>Repair site (%n wrenches)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/words/elementnames.cpp" line="161"/>
        <source>Laser (%n beam(s))</source>
        <translation>
            <numerusform>Laser (%n beam)</numerusform>
            <numerusform>Laser (%n beams)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GenerateErrors</name>
    <message numerus="yes">
        <location filename="../../../../core/analysis/generateerror.cpp" line="15"/>
        <source>%n player(s) asked for; a course is generated for %1 to %2.</source>
        <translation>
            <numerusform>%n player asked for; a course is generated for %1 to %2.</numerusform>
            <numerusform>%n players asked for; a course is generated for %1 to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/analysis/generateerror.cpp" line="16"/>
        <source>%n board(s) asked for; a course has %1 to %2.</source>
        <translation>
            <numerusform>%n board asked for; a course has %1 to %2.</numerusform>
            <numerusform>%n boards asked for; a course has %1 to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/analysis/generateerror.cpp" line="17"/>
        <source>%n checkpoint(s) asked for; a course has %1 to %2.</source>
        <translation>
            <numerusform>%n checkpoint asked for; a course has %1 to %2.</numerusform>
            <numerusform>%n checkpoints asked for; a course has %1 to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/analysis/generateerror.cpp" line="18"/>
        <source>A target of %n turn(s) is out of reach; choose %1 to %2.</source>
        <translation>
            <numerusform>A target of %n turn is out of reach; choose %1 to %2.</numerusform>
            <numerusform>A target of %n turns is out of reach; choose %1 to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/analysis/generateerror.cpp" line="19"/>
        <source>%n result(s) asked for; choose %1 to %2.</source>
        <translation>
            <numerusform>%n result asked for; choose %1 to %2.</numerusform>
            <numerusform>%n results asked for; choose %1 to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/analysis/generateerror.cpp" line="21"/>
        <source>The course needs %1 different boards, but the library has %n board(s). Add a folder of boards.</source>
        <translation>
            <numerusform>The course needs %1 different boards, but the library has %n board. Add a folder of boards.</numerusform>
            <numerusform>The course needs %1 different boards, but the library has %n boards. Add a folder of boards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/analysis/generateerror.cpp" line="22"/>
        <source>No board of the library has start markers for %n robot(s).</source>
        <translation>
            <numerusform>No board of the library has start markers for %n robot.</numerusform>
            <numerusform>No board of the library has start markers for %n robots.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MeasuredFigures</name>
    <message numerus="yes">
        <location filename="../../../../core/words/measurewords.cpp" line="27"/>
        <source>most games have no winner within %n turn(s)</source>
        <translation>
            <numerusform>most games have no winner within %n turn</numerusform>
            <numerusform>most games have no winner within %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/words/measurewords.cpp" line="119"/>
        <source>%1: %n more</source>
        <translation>
            <numerusform>%1: %n more</numerusform>
            <numerusform>%1: %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/words/measurewords.cpp" line="121"/>
        <source>%1: %n fewer</source>
        <translation>
            <numerusform>%1: %n fewer</numerusform>
            <numerusform>%1: %n fewer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveEdgeFeaturesCommand</name>
    <message numerus="yes">
        <location filename="../../../../editor/commands/elementcommands.cpp" line="51"/>
        <source>Remove %n edge feature(s)</source>
        <translation>
            <numerusform>Remove %n edge feature</numerusform>
            <numerusform>Remove %n edge features</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveMarkersCommand</name>
    <message numerus="yes">
        <location filename="../../../../editor/commands/elementcommands.cpp" line="86"/>
        <source>Remove %n marker(s)</source>
        <translation>
            <numerusform>Remove %n marker</numerusform>
            <numerusform>Remove %n markers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetDeviceCommand</name>
    <message numerus="yes">
        <source>Place %n device(s)</source>
        <translation type="vanished">
            <numerusform>Place %n device</numerusform>
            <numerusform>Place %n devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/commands/cellcommands.cpp" line="56"/>
        <source>Place %1 on %n square(s)</source>
        <translation>
            <numerusform>Place %1 on %n square</numerusform>
            <numerusform>Place %1 on %n squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/commands/cellcommands.cpp" line="83"/>
        <source>Remove %n device(s)</source>
        <translation>
            <numerusform>Remove %n device</numerusform>
            <numerusform>Remove %n devices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetFloorCommand</name>
    <message numerus="yes">
        <source>Paint %n floor square(s)</source>
        <translation type="vanished">
            <numerusform>Paint %n floor square</numerusform>
            <numerusform>Paint %n floor squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/commands/cellcommands.cpp" line="48"/>
        <source>Paint %1 on %n square(s)</source>
        <translation>
            <numerusform>Paint %1 on %n square</numerusform>
            <numerusform>Paint %1 on %n squares</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetLevelCommand</name>
    <message numerus="yes">
        <location filename="../../../../editor/commands/cellcommands.cpp" line="74"/>
        <source>Raise %n square(s)</source>
        <translation>
            <numerusform>Raise %n square</numerusform>
            <numerusform>Raise %n squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/commands/cellcommands.cpp" line="74"/>
        <source>Lower %n square(s)</source>
        <translation>
            <numerusform>Lower %n square</numerusform>
            <numerusform>Lower %n squares</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TraceNotes</name>
    <message numerus="yes">
        <location filename="../../../../core/game/event.cpp" line="59"/>
        <source>%1 is hit by a board laser at %2 (%n beam(s))</source>
        <translation>
            <numerusform>%1 is hit by a board laser at %2 (%n beam)</numerusform>
            <numerusform>%1 is hit by a board laser at %2 (%n beams)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/game/event.cpp" line="74"/>
        <source>%1 is dealt %n cards</source>
        <translation>
            <numerusform>%1 is dealt %n card</numerusform>
            <numerusform>%1 is dealt %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/game/event.cpp" line="75"/>
        <source>%1 has no program: %n register(s) filled at random from its cards</source>
        <translation>
            <numerusform>%1 has no program: %n register filled at random from its cards</numerusform>
            <numerusform>%1 has no program: %n registers filled at random from its cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/game/event.cpp" line="138"/>
        <source>nothing was bought in the last upgrade phase: the %n card(s) of the shop are replaced</source>
        <translation>
            <numerusform>nothing was bought in the last upgrade phase: %n card of the shop is replaced</numerusform>
            <numerusform>nothing was bought in the last upgrade phase: the %n cards of the shop are replaced</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/game/event.cpp" line="139"/>
        <source>the shop is refilled with %n card(s)</source>
        <translation>
            <numerusform>the shop is refilled with %n card</numerusform>
            <numerusform>the shop is refilled with %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/game/event.cpp" line="140"/>
        <source>the upgrade discard pile is shuffled into a new upgrade deck (%n card(s))</source>
        <translation>
            <numerusform>the upgrade discard pile is shuffled into a new upgrade deck (%n card)</numerusform>
            <numerusform>the upgrade discard pile is shuffled into a new upgrade deck (%n cards)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/game/event.cpp" line="150"/>
        <source>%1 plays a Virus: %n robot(s) nearby take a Virus</source>
        <translation>
            <numerusform>%1 plays a Virus: %n robot nearby takes a Virus</numerusform>
            <numerusform>%1 plays a Virus: %n robots nearby take a Virus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/game/event.cpp" line="153"/>
        <source>%1&apos;s Spam Blocker returns %n SPAM card(s) from its hand and draws replacements</source>
        <translation>
            <numerusform>%1&apos;s Spam Blocker returns %n SPAM card from its hand and draws a replacement</numerusform>
            <numerusform>%1&apos;s Spam Blocker returns %n SPAM cards from its hand and draws replacements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/game/event.cpp" line="156"/>
        <source>%1 draws its hand: %n card(s)</source>
        <translation>
            <numerusform>%1 draws its hand: %n card</numerusform>
            <numerusform>%1 draws its hand: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/game/event.cpp" line="168"/>
        <source>%1 keeps %n card(s) on top of its draw pile (Cache Memory)</source>
        <translation>
            <numerusform>%1 keeps %n card on top of its draw pile (Cache Memory)</numerusform>
            <numerusform>%1 keeps %n cards on top of its draw pile (Cache Memory)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/game/event.cpp" line="191"/>
        <source>%1 keeps %n damage card(s) in its hand for the next round</source>
        <translation>
            <numerusform>%1 keeps %n damage card in its hand for the next round</numerusform>
            <numerusform>%1 keeps %n damage cards in its hand for the next round</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/game/event.cpp" line="205"/>
        <source>%1&apos;s Deflector Shield stops %n damage card(s)</source>
        <translation>
            <numerusform>%1&apos;s Deflector Shield stops %n damage card</numerusform>
            <numerusform>%1&apos;s Deflector Shield stops %n damage cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/game/event.cpp" line="215"/>
        <source>%1 puts %n card(s) of its hand on Memory Cards</source>
        <translation>
            <numerusform>%1 puts %n card of its hand on Memory Cards</numerusform>
            <numerusform>%1 puts %n cards of its hand on Memory Cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/game/event.cpp" line="216"/>
        <source>%1 takes %n card(s) from Memory Cards into its hand</source>
        <translation>
            <numerusform>%1 takes %n card from Memory Cards into its hand</numerusform>
            <numerusform>%1 takes %n cards from Memory Cards into its hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/game/event.cpp" line="219"/>
        <source>%1 uses Rewire: %n face-down Haywire(s) go to its hand, to be programmed this round</source>
        <translation>
            <numerusform>%1 uses Rewire: %n face-down Haywire goes to its hand, to be programmed this round</numerusform>
            <numerusform>%1 uses Rewire: %n face-down Haywires go to its hand, to be programmed this round</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../core/game/event.cpp" line="220"/>
        <source>%1 uses Calibration Protocol: %n damage card(s) of its hand go to the damage discard pile, and it draws as many</source>
        <translation>
            <numerusform>%1 uses Calibration Protocol: %n damage card of its hand goes to the damage discard pile, and it draws as many</numerusform>
            <numerusform>%1 uses Calibration Protocol: %n damage cards of its hand go to the damage discard pile, and it draws as many</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::debugger::AnalysisDialog</name>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/analysisdialog.cpp" line="152"/>
        <source>Playing %n game(s)...</source>
        <translation>
            <numerusform>Playing %n game...</numerusform>
            <numerusform>Playing %n games...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/analysisdialog.cpp" line="153"/>
        <source>Preparing the planners&apos; map of the course, then playing %n game(s)...</source>
        <translation>
            <numerusform>Preparing the planners&apos; map of the course, then playing %n game...</numerusform>
            <numerusform>Preparing the planners&apos; map of the course, then playing %n games...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/analysisdialog.cpp" line="212"/>
        <source>Game %1 of a course analysis (%2, seed %3, at most %n turn(s)): the robots on their start markers, the game&apos;s seed and, for planning robots, the programs they chose as what-ifs after each deal.</source>
        <translation>
            <numerusform>Game %1 of a course analysis (%2, seed %3, at most %n turn): the robots on their start markers, the game&apos;s seed and, for planning robots, the programs they chose as what-ifs after each deal.</numerusform>
            <numerusform>Game %1 of a course analysis (%2, seed %3, at most %n turns): the robots on their start markers, the game&apos;s seed and, for planning robots, the programs they chose as what-ifs after each deal.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::debugger::AnalysisReport</name>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/analysisreport.cpp" line="60"/>
        <source>Cancelled after %n game(s): the figures cover the games played.</source>
        <translation>
            <numerusform>Cancelled after %n game: the figures cover the games played.</numerusform>
            <numerusform>Cancelled after %n games: the figures cover the games played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/analysisreport.cpp" line="61"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/analysisreport.cpp" line="61"/>
        <source>%n robot(s)</source>
        <translation>
            <numerusform>%n robot</numerusform>
            <numerusform>%n robots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/analysisreport.cpp" line="74"/>
        <source>Robots that took the last checkpoint within %n turn(s): %1 (%2)</source>
        <translation>
            <numerusform>Robots that took the last checkpoint within %n turn: %1 (%2)</numerusform>
            <numerusform>Robots that took the last checkpoint within %n turns: %1 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/analysisreport.cpp" line="81"/>
        <source>within %n turn(s): %1</source>
        <translation>
            <numerusform>within %n turn: %1</numerusform>
            <numerusform>within %n turns: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::debugger::CompareWindow</name>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/comparewindow.cpp" line="334"/>
        <source>Programs translated for %1: %n card(s) carried</source>
        <translation>
            <numerusform>Programs translated for %1: %n card carried</numerusform>
            <numerusform>Programs translated for %1: %n cards carried</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/comparewindow.cpp" line="366"/>
        <source>%1&apos;s register(s) with that card: %2.</source>
        <translation>
            <numerusform>%1&apos;s register with that card: %2.</numerusform>
            <numerusform>%1&apos;s registers with that card: %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::debugger::DebuggerWindow</name>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/debuggerwindow.cpp" line="423"/>
        <source>%n what-if(s) of %1 could not be made and were left out; play goes on without them.</source>
        <translation>
            <numerusform>%n what-if of %1 could not be made and was left out; play goes on without it.</numerusform>
            <numerusform>%n what-ifs of %1 could not be made and were left out; play goes on without them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/debuggerwindow.cpp" line="474"/>
        <source>Decisions (%n)</source>
        <translation>
            <numerusform>Decision (%n)</numerusform>
            <numerusform>Decisions (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::debugger::DecisionsPanel</name>
    <message numerus="yes">
        <source>buy %1 (%n energy) in place of %2</source>
        <translation type="vanished">
            <numerusform>buy %1 (%n energy) in place of %2</numerusform>
            <numerusform>buy %1 (%n energy) in place of %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>buy %1 (%n energy)</source>
        <translation type="vanished">
            <numerusform>buy %1 (%n energy)</numerusform>
            <numerusform>buy %1 (%n energy)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::debugger::ExportRulingDialog</name>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/exportrulingdialog.cpp" line="287"/>
        <source>There is no substep %1: the game has %n substep(s).</source>
        <translation>
            <numerusform>There is no substep %1: the game has %n substep.</numerusform>
            <numerusform>There is no substep %1: the game has %n substeps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/exportrulingdialog.cpp" line="411"/>
        <source>%n picture(s) of that name already exist beside %1 (%2). Replace them?</source>
        <translation>
            <numerusform>%n picture of that name already exists beside %1 (%2). Replace it?</numerusform>
            <numerusform>%n pictures of those names already exist beside %1 (%2). Replace them?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::debugger::PresentationView</name>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/presentationview.cpp" line="131"/>
        <source>The start (%n substeps to play)</source>
        <translation>
            <numerusform>The start (%n substep to play)</numerusform>
            <numerusform>The start (%n substeps to play)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::debugger::ProgramPanel</name>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/programpanel.cpp" line="342"/>
        <source>Setup changed: %1 starts with %n damage.</source>
        <translation>
            <numerusform>Setup changed: %1 starts with %n damage.</numerusform>
            <numerusform>Setup changed: %1 starts with %n damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/programpanel.cpp" line="345"/>
        <source>Setup changed: %1 starts with %n life(s).</source>
        <translation>
            <numerusform>Setup changed: %1 starts with %n life.</numerusform>
            <numerusform>Setup changed: %1 starts with %n lives.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/programpanel.cpp" line="348"/>
        <source>Setup changed: %1 starts with %n flag(s) taken.</source>
        <translation>
            <numerusform>Setup changed: %1 starts with %n flag taken.</numerusform>
            <numerusform>Setup changed: %1 starts with %n flags taken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/programpanel.cpp" line="354"/>
        <source>%n what-if(s) of the old setup were dropped.</source>
        <translation>
            <numerusform>%n what-if of the old setup was dropped.</numerusform>
            <numerusform>%n what-ifs of the old setup were dropped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::debugger::ScenarioMenu</name>
    <message numerus="yes">
        <source>RallyForge did not close properly last time. Restore the unsaved changes to %n scenario(s) in the debugger?</source>
        <translation type="vanished">
            <numerusform>RallyForge did not close properly last time. Restore the unsaved changes to %n scenario in the debugger?</numerusform>
            <numerusform>RallyForge did not close properly last time. Restore the unsaved changes to %n scenarios in the debugger?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::debugger::ShopPanel</name>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/shoppanel.cpp" line="66"/>
        <source>%n energy</source>
        <translation>
            <numerusform>%n energy</numerusform>
            <numerusform>%n energy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/debugger/shoppanel.cpp" line="76"/>
        <location filename="../../../../editor/debugger/shoppanel.cpp" line="77"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::editor::CoursePanel</name>
    <message numerus="yes">
        <location filename="../../../../editor/widgets/coursepanel.cpp" line="304"/>
        <source>Measuring: planning robots play %n game(s) on the course...</source>
        <translation>
            <numerusform>Measuring: planning robots play %n game on the course...</numerusform>
            <numerusform>Measuring: planning robots play %n games on the course...</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::editor::ExportNotesDialog</name>
    <message numerus="yes">
        <location filename="../../../../editor/app/exportnotesdialog.cpp" line="32"/>
        <source>Exporting to %1 drops or approximates %n element(s) that its format cannot hold:</source>
        <translation>
            <numerusform>Exporting to %1 drops or approximates %n element that its format cannot hold:</numerusform>
            <numerusform>Exporting to %1 drops or approximates %n elements that its format cannot hold:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::editor::FileController</name>
    <message numerus="yes">
        <location filename="../../../../editor/app/filecontroller.cpp" line="61"/>
        <source>%1 (the same on %n more square(s))</source>
        <translation>
            <numerusform>%1 (the same on %n more square)</numerusform>
            <numerusform>%1 (the same on %n more squares)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/app/filecontroller.cpp" line="73"/>
        <source>... and %n more</source>
        <translation>
            <numerusform>... and %n more</numerusform>
            <numerusform>... and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/app/filecontroller.cpp" line="366"/>
        <source>Nothing was written to %1: %n element(s) would be dropped or approximated, and exports are set to cancel when something would be lost.</source>
        <translation>
            <numerusform>Nothing was written to %1: %n element would be dropped or approximated, and exports are set to cancel when something would be lost.</numerusform>
            <numerusform>Nothing was written to %1: %n elements would be dropped or approximated, and exports are set to cancel when something would be lost.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::editor::GenerateCourseDialog</name>
    <message numerus="yes">
        <location filename="../../../../editor/app/generatecoursedialog.cpp" line="315"/>
        <source>Reading %n board(s) of the library and placing them...</source>
        <translation>
            <numerusform>Reading %n board of the library and placing it...</numerusform>
            <numerusform>Reading %n boards of the library and placing them...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/app/generatecoursedialog.cpp" line="333"/>
        <source>%1: %2 of %3. %n candidate course(s) played so far.</source>
        <translation>
            <numerusform>%1: %2 of %3. %n candidate course played so far.</numerusform>
            <numerusform>%1: %2 of %3. %n candidate courses played so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/app/generatecoursedialog.cpp" line="408"/>
        <source>Generated for %n player(s) with a target of %1 turns, danger %2 (seed %3).</source>
        <translation>
            <numerusform>Generated for %n player with a target of %1 turns, danger %2 (seed %3).</numerusform>
            <numerusform>Generated for %n players with a target of %1 turns, danger %2 (seed %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) asked for; a course is generated for 2 to 8.</source>
        <translation type="vanished">
            <numerusform>%n player asked for; a course is generated for 2 to 8.</numerusform>
            <numerusform>%n players asked for; a course is generated for 2 to 8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) asked for; a course has 1 to 4.</source>
        <translation type="vanished">
            <numerusform>%n board asked for; a course has 1 to 4.</numerusform>
            <numerusform>%n boards asked for; a course has 1 to 4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s) asked for; a course has 1 to 6.</source>
        <translation type="vanished">
            <numerusform>%n checkpoint asked for; a course has 1 to 6.</numerusform>
            <numerusform>%n checkpoints asked for; a course has 1 to 6.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A target of %n turn(s) is out of reach; choose 2 to 60.</source>
        <translation type="vanished">
            <numerusform>A target of %n turn is out of reach; choose 2 to 60.</numerusform>
            <numerusform>A target of %n turns is out of reach; choose 2 to 60.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) asked for.</source>
        <translation type="vanished">
            <numerusform>%n result asked for.</numerusform>
            <numerusform>%n results asked for.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The course needs %1 different boards, but the library has %n board(s). Add a folder of boards.</source>
        <translation type="vanished">
            <numerusform>The course needs %1 different boards, but the library has %n board. Add a folder of boards.</numerusform>
            <numerusform>The course needs %1 different boards, but the library has %n boards. Add a folder of boards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No board of the library has start markers for %n robot(s).</source>
        <translation type="vanished">
            <numerusform>No board of the library has start markers for %n robot.</numerusform>
            <numerusform>No board of the library has start markers for %n robots.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/app/generatecoursedialog.cpp" line="365"/>
        <source>Cancelled: the best courses found so far (%n candidate(s) played).</source>
        <translation>
            <numerusform>Cancelled: the best courses found so far (%n candidate played).</numerusform>
            <numerusform>Cancelled: the best courses found so far (%n candidates played).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/app/generatecoursedialog.cpp" line="366"/>
        <source>%n candidate course(s) played; the closest to the target come first.</source>
        <translation>
            <numerusform>%n candidate course played; the closest to the target come first.</numerusform>
            <numerusform>%n candidate courses played; the closest to the target come first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>most games have no winner within %n turn(s)</source>
        <translation type="vanished">
            <numerusform>most games have no winner within %n turn</numerusform>
            <numerusform>most games have no winner within %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Generated for %n player(s) with a target of %1 turns (seed %2). Measured with %3 games of planning robots (seed %4, at most %5 turns): %6.</source>
        <translation type="vanished">
            <numerusform>Generated for %n player with a target of %1 turns (seed %2). Measured with %3 games of planning robots (seed %4, at most %5 turns): %6.</numerusform>
            <numerusform>Generated for %n players with a target of %1 turns (seed %2). Measured with %3 games of planning robots (seed %4, at most %5 turns): %6.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::editor::HeatMapItem</name>
    <message numerus="yes">
        <location filename="../../../../editor/scene/heatmapitem.cpp" line="150"/>
        <source>%n game(s), robots with random programs</source>
        <translation>
            <numerusform>%n game, robots with random programs</numerusform>
            <numerusform>%n games, robots with random programs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/scene/heatmapitem.cpp" line="154"/>
        <source>%n game(s), novice robots (greedy plans)</source>
        <translation>
            <numerusform>%n game, novice robots (greedy plans)</numerusform>
            <numerusform>%n games, novice robots (greedy plans)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/scene/heatmapitem.cpp" line="158"/>
        <source>%n game(s), expert robots (planned programs)</source>
        <translation>
            <numerusform>%n game, expert robots (planned programs)</numerusform>
            <numerusform>%n games, expert robots (planned programs)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::editor::MainWindow</name>
    <message numerus="yes">
        <location filename="../../../../editor/app/mainwindow.cpp" line="164"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/app/mainwindow.cpp" line="164"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::editor::PropertiesPanel</name>
    <message numerus="yes">
        <location filename="../../../../editor/widgets/propertiespanel.cpp" line="296"/>
        <source>%n element(s) selected</source>
        <translation>
            <numerusform>%n element selected</numerusform>
            <numerusform>%n elements selected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::editor::RecoveryDialog</name>
    <message numerus="yes">
        <location filename="../../../../editor/widgets/recoverydialog.cpp" line="86"/>
        <source>saved %n second(s) ago</source>
        <translation>
            <numerusform>saved %n second ago</numerusform>
            <numerusform>saved %n seconds ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/widgets/recoverydialog.cpp" line="88"/>
        <source>saved %n minute(s) ago</source>
        <translation>
            <numerusform>saved %n minute ago</numerusform>
            <numerusform>saved %n minutes ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/widgets/recoverydialog.cpp" line="90"/>
        <source>saved %n hour(s) ago</source>
        <translation>
            <numerusform>saved %n hour ago</numerusform>
            <numerusform>saved %n hours ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/widgets/recoverydialog.cpp" line="91"/>
        <source>saved %n day(s) ago</source>
        <translation>
            <numerusform>saved %n day ago</numerusform>
            <numerusform>saved %n days ago</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rf::editor::ResizeBoardDialog</name>
    <message numerus="yes">
        <location filename="../../../../editor/app/resizeboarddialog.cpp" line="148"/>
        <source>... and %n more</source>
        <translation>
            <numerusform>... and %n more</numerusform>
            <numerusform>... and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/app/resizeboarddialog.cpp" line="154"/>
        <source>%n square(s) cut off, all of them empty.</source>
        <translation>
            <numerusform>%n square cut off, empty.</numerusform>
            <numerusform>%n squares cut off, all of them empty.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/app/resizeboarddialog.cpp" line="156"/>
        <source>%n square(s) cut off.</source>
        <translation>
            <numerusform>%n square cut off.</numerusform>
            <numerusform>%n squares cut off.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../../editor/app/resizeboarddialog.cpp" line="157"/>
        <source>%n element(s) listed go with them.</source>
        <translation>
            <numerusform>%n element listed goes with them.</numerusform>
            <numerusform>%n elements listed go with them.</numerusform>
        </translation>
    </message>
</context>
</TS>
