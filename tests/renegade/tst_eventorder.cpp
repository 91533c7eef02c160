// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The trace tells an effect's cause before its consequences, within one substep: a Virus is played
// before the robots near take their Virus, a hit before the card it deals and the empty pile that
// changes it, a Worm before the reboot. The explanation and the ruling report list the notes in
// trace order.
#include "io/scenario/scenariofile.h"
#include "sim/replay.h"

#include <QTest>

#include "testmain.h"

using namespace rf;

class TestEventOrder : public QObject {
    Q_OBJECT
private slots:
    void causeBeforeConsequence_data();
    void causeBeforeConsequence();
};

namespace {

std::optional<game::Code> codeNamed(const QString &name)
{
    for (int c = 0; c < game::kCodeCount; ++c)
        if (QLatin1String(game::codeName(static_cast<game::Code>(c)).data()) == name)
            return static_cast<game::Code>(c);
    return std::nullopt;
}

} // namespace

void TestEventOrder::causeBeforeConsequence_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("cause");
    QTest::addColumn<QString>("consequence");
    QTest::newRow("virus") << "boards/scenarios/upgrade-virus-range.rfscenario" << "virus-played" << "damage-card-taken";
    QTest::newRow("trojan needler, empty pile") << "boards/scenarios/upgrade-trojan-pile-empty.rfscenario" << "hit-damage-card"
                                                << "damage-pile-empty";
    QTest::newRow("blue screen, empty worm pile") << "boards/scenarios/upgrade-worm-pile-empty.rfscenario" << "hit-damage-card"
                                                  << "damage-pile-empty";
    QTest::newRow("worm reboot") << "boards/scenarios/upgrade-firewall-worm.rfscenario" << "worm-played" << "rebooted";
    QTest::newRow("robot laser, then its card") << "boards/scenarios/upgrade-trojan-pile-empty.rfscenario" << "robot-laser-hit"
                                                << "hit-damage-card";
}

void TestEventOrder::causeBeforeConsequence()
{
    QFETCH(QString, file);
    QFETCH(QString, cause);
    QFETCH(QString, consequence);
    const auto sc = io::readScenarioFile(QStringLiteral(RF_SOURCE_DIR "/") + file);
    QVERIFY(sc);
    const auto replay = sim::Replay::create(*sc);
    QVERIFY(replay);
    const std::optional<game::Code> before = codeNamed(cause);
    const std::optional<game::Code> after = codeNamed(consequence);
    QVERIFY(before && after);
    int together = 0;
    for (const game::Event &e : replay->trace().events) {
        const auto first = [&](game::Code c) {
            const auto it = std::ranges::find_if(e.notes, [&](const game::Note &n) { return n.code == c; });
            return it == e.notes.end() ? -1 : static_cast<int>(it - e.notes.begin());
        };
        const int a = first(*before);
        const int b = first(*after);
        if (a < 0 || b < 0)
            continue;
        ++together;
        QVERIFY2(a < b, qPrintable(QStringLiteral("turn %1 register %2: %3 is told after %4").arg(e.turn).arg(e.reg).arg(cause, consequence)));
    }
    QVERIFY2(together > 0, "the scenario no longer plays the cause and its consequence in one substep");
}

RF_TEST_APPLESS_MAIN(TestEventOrder)
#include "tst_eventorder.moc"
