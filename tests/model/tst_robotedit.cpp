// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A RobotEdit hands each field it sets to its target, once, and nothing it does not set.
#include "model/robotedit.h"

#include <QTest>

#include <functional>

#include "testmain.h"

using namespace rf::model;

namespace {

class Recorder final : public RobotEditTarget {
public:
    QStringList calls;
    void position(Point) override { calls << QStringLiteral("position"); }
    void facing(Direction) override { calls << QStringLiteral("facing"); }
    void damage(int) override { calls << QStringLiteral("damage"); }
    void lives(int) override { calls << QStringLiteral("lives"); }
    void flags(int) override { calls << QStringLiteral("flags"); }
    void archive(Point) override { calls << QStringLiteral("archive"); }
    void poweredDown(bool) override { calls << QStringLiteral("poweredDown"); }
    void card(int, const std::optional<Card> &) override { calls << QStringLiteral("card"); }
    void program(const Program &) override { calls << QStringLiteral("program"); }
    void powerDownNext(bool) override { calls << QStringLiteral("powerDownNext"); }
};

const std::vector<std::pair<const char *, std::function<void(RobotEdit &)>>> &fields()
{
    static const std::vector<std::pair<const char *, std::function<void(RobotEdit &)>>> kFields{
        {"position", [](RobotEdit &e) { e.pos = Point{1, 2}; }},
        {"facing", [](RobotEdit &e) { e.facing = Direction::West; }},
        {"damage", [](RobotEdit &e) { e.damage = 3; }},
        {"lives", [](RobotEdit &e) { e.lives = 2; }},
        {"flags", [](RobotEdit &e) { e.flags = 1; }},
        {"archive", [](RobotEdit &e) { e.archive = Point{0, 0}; }},
        {"poweredDown", [](RobotEdit &e) { e.poweredDown = true; }},
        {"card", [](RobotEdit &e) { e.card = std::pair{2, std::optional(Card{CardKind::Move1, 490})}; }},
        {"program", [](RobotEdit &e) { e.program = Program{}; }},
        {"powerDownNext", [](RobotEdit &e) { e.powerDownNext = true; }},
    };
    return kFields;
}

} // namespace

class TestRobotEdit : public QObject {
    Q_OBJECT
private slots:
    void eachFieldOnce_data()
    {
        QTest::addColumn<int>("row");
        for (std::size_t i = 0; i < fields().size(); ++i)
            QTest::newRow(fields()[i].first) << static_cast<int>(i);
    }
    void eachFieldOnce()
    {
        QFETCH(int, row);
        RobotEdit edit;
        fields()[static_cast<std::size_t>(row)].second(edit);
        Recorder r;
        applyRobotEdit(edit, r);
        QCOMPARE(r.calls, QStringList{QString::fromLatin1(fields()[static_cast<std::size_t>(row)].first)});
    }
    void everyFieldInOrder()
    {
        RobotEdit edit;
        QStringList all;
        for (const auto &[name, set] : fields()) {
            set(edit);
            all << QString::fromLatin1(name);
        }
        Recorder r;
        applyRobotEdit(edit, r);
        QCOMPARE(r.calls, all);
        Recorder none;
        applyRobotEdit(RobotEdit{}, none);
        QVERIFY(none.calls.isEmpty());
    }
};

RF_TEST_APPLESS_MAIN(TestRobotEdit)
#include "tst_robotedit.moc"
