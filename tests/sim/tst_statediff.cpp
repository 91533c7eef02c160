// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The one comparison of game states (sim/statediff.h) and Compare built on it: every field a
// player can see is compared, Compare parts exactly where a field-by-field comparison of the
// played states parts, never says "the same" when a ruling cannot play or the expectations differ,
// and the step that decides an expectation is the one that changed what it is about.
#include "io/scenario/scenariofile.h"
#include "rules/options.h"
#include "rules/ruleset.h"
#include "sim/compare.h"
#include "sim/decidingstep.h"
#include "sim/replay.h"
#include "sim/statediff.h"

#include <QDir>
#include <QTest>

#include <algorithm>
#include <functional>
#include <set>

#include "testmain.h"

using namespace rf;

class TestStateDiff : public QObject {
    Q_OBJECT
private slots:
    void fieldTable();
    void eachFieldIsCompared_data();
    void eachFieldIsCompared();
    void compareShipped_data();
    void compareShipped();
    void comparedPhaseByPhase_data() { compareShipped_data(); }
    void comparedPhaseByPhase();
    void virusRadiusPartsAtTheVirus();
    void expectationsAloneDiffer();
    void rulingThatCannotPlayIsNotTheSame();
    void decidingStepIsTheChange();
};

namespace {

const QString kScenarios = QStringLiteral(RF_SOURCE_DIR "/boards/scenarios");

model::Scenario load(const QString &path)
{
    auto sc = io::readScenarioFile(path);
    if (!sc)
        qFatal("%s", qPrintable(sc.error().toString()));
    return *sc;
}

game::GameState twoRobots()
{
    game::GameState st;
    st.robots.resize(2);
    st.robots[0].name = "Red";
    st.robots[1].name = "Blue";
    st.robots[1].pos = {3, 3};
    st.damagePiles = {10, 5, 5, 5};
    return st;
}

struct Mutation {
    const char *name;
    std::function<void(game::GameState &)> change;
    sim::Field field;
    int robot; // -1: the game's
};

const std::vector<Mutation> &mutations()
{
    using F = sim::Field;
    using model::Card;
    using model::CardKind;
    static const std::vector<Mutation> kAll{
        {"square", [](auto &s) { s.robots[1].pos = {4, 3}; }, F::At, 1},
        {"facing", [](auto &s) { s.robots[1].facing = model::Direction::West; }, F::Facing, 1},
        {"damage", [](auto &s) { s.robots[0].damage = 2; }, F::Damage, 0},
        {"lives", [](auto &s) { s.robots[0].lives = 2; }, F::Lives, 0},
        {"checkpoints", [](auto &s) { s.robots[0].flags = 1; }, F::Flags, 0},
        {"archive", [](auto &s) { s.robots[0].archive = {2, 2}; }, F::Archive, 0},
        {"powered down", [](auto &s) { s.robots[0].poweredDown = true; }, F::PoweredDown, 0},
        {"powered down next", [](auto &s) { s.robots[0].announcedPowerDown = true; }, F::PoweredDownNext, 0},
        {"energy", [](auto &s) { s.robots[1].energy = 4; }, F::Energy, 1},
        {"rebooted", [](auto &s) { s.robots[1].rebooted = true; }, F::Rebooted, 1},
        {"options", [](auto &s) { s.robots[0].options.push_back({model::OptionId::Brakes, 0, {}}); }, F::Options, 0},
        {"ammo", [](auto &s) {
             s.robots[0].options.push_back({model::OptionId::AblativeCoat, 2, {}});
         }, F::Options, 0},
        {"locked", [](auto &s) { s.robots[0].lockedMask = 0b10000; }, F::Locked, 0},
        {"place", [](auto &s) { s.robots[0].place = 1; }, F::Place, 0},
        {"upgrades", [](auto &s) { s.robots[1].upgrades.push_back({model::UpgradeId::RailGun, false}); }, F::Upgrades, 1},
        {"spam taken", [](auto &s) { s.robots[1].damageDealt[0] = 1; }, F::SpamDealt, 1},
        {"trojan taken", [](auto &s) { s.robots[1].damageDealt[1] = 1; }, F::TrojanDealt, 1},
        {"worm taken", [](auto &s) { s.robots[1].damageDealt[2] = 1; }, F::WormDealt, 1},
        {"virus taken", [](auto &s) { s.robots[1].damageDealt[3] = 1; }, F::VirusDealt, 1},
        {"program", [](auto &s) { s.robots[0].program[2] = Card{CardKind::Move2, 500}; }, F::Program, 0},
        {"hand", [](auto &s) { s.robots[1].hand.push_back(Card{CardKind::Spam}); }, F::Hand, 1},
        {"draw pile", [](auto &s) { s.robots[1].deck.push_back(Card{CardKind::Move1}); }, F::Deck, 1},
        {"discard pile", [](auto &s) { s.robots[1].discard.push_back(Card{CardKind::Virus}); }, F::Discard, 1},
        {"winner", [](auto &s) { s.winner = 1; }, F::Winner, -1},
        {"shop", [](auto &s) { s.shop.push_back(model::UpgradeId::Boink); }, F::Shop, -1},
        {"upgrade discard", [](auto &s) { s.upgradeDiscard.push_back(model::UpgradeId::Boink); }, F::UpgradeDiscard, -1},
        {"spam pile", [](auto &s) { s.damagePiles[0] = 9; }, F::SpamPile, -1},
        {"trojan pile", [](auto &s) { s.damagePiles[1] = 4; }, F::TrojanPile, -1},
        {"worm pile", [](auto &s) { s.damagePiles[2] = 4; }, F::WormPile, -1},
        {"virus pile", [](auto &s) { s.damagePiles[3] = 0; }, F::VirusPile, -1},
        {"option discard", [](auto &s) { s.optionDiscard.push_back(model::OptionId::Brakes); }, F::OptionDiscard, -1},
        {"energy taken", [](auto &s) { s.emptiedEnergy.push_back({1, 1}); }, F::EnergyTaken, -1},
        {"face-down haywire", [](auto &s) { s.robots[1].haywires[2] = CardKind::HwBack3; }, F::Haywires, 1},
        {"kept", [](auto &s) { s.robots[1].kept.push_back(Card{CardKind::Spam}); }, F::Kept, 1},
        {"shut down", [](auto &s) { s.robots[0].shutDown = true; }, F::ShutDown, 0},
        {"priority token", [](auto &s) { s.tokenHolder = 1; }, F::PriorityToken, -1},
        {"damage discard", [](auto &s) { s.damageDiscard.push_back(CardKind::Spam); }, F::DamageDiscard, -1},
        {"damage deck", [](auto &s) { s.damageDeck.push_back(CardKind::HwBack3); }, F::DamageDeckCount, -1},
    };
    return kAll;
}

// The oracle: what a player sees of two states, compared field by field with the state's own
// types (not the view's text), restricted to what both editions have.
bool sameGame(const game::GameState &a, const game::GameState &b, const rules::RulesetTraits &ta, const rules::RulesetTraits &tb)
{
    const auto both = [&](bool rules::RulesetTraits::*trait) { return ta.*trait && tb.*trait; };
    if (a.robots.size() != b.robots.size() || a.winner != b.winner)
        return false;
    for (std::size_t i = 0; i < a.robots.size(); ++i) {
        const game::RobotState &x = a.robots[i];
        const game::RobotState &y = b.robots[i];
        const bool inX = !x.destroyed && !x.eliminated;
        const bool inY = !y.destroyed && !y.eliminated;
        if (inX != inY || (inX && (x.pos != y.pos || x.facing != y.facing)) || (!inX && x.cause != y.cause))
            return false;
        if (x.damage != y.damage || x.flags != y.flags || x.place != y.place)
            return false;
        if (!ta.deckPerRobot && !tb.deckPerRobot && x.lockedMask != y.lockedMask)
            return false;
        for (std::size_t k = 0; k < x.program.size(); ++k)
            if (x.program[k].has_value() != y.program[k].has_value() || (x.program[k] && x.program[k]->kind != y.program[k]->kind))
                return false;
        if (both(&rules::RulesetTraits::lives) && (x.lives != y.lives || x.archive != y.archive || x.eliminated != y.eliminated))
            return false;
        if (both(&rules::RulesetTraits::powerDown) && (x.poweredDown != y.poweredDown || x.announcedPowerDown != y.announcedPowerDown))
            return false;
        if (both(&rules::RulesetTraits::energy) && x.energy != y.energy)
            return false;
        if (both(&rules::RulesetTraits::reboots) && x.rebooted != y.rebooted)
            return false;
        if (both(&rules::RulesetTraits::optionCards) && x.options != y.options)
            return false;
        if (both(&rules::RulesetTraits::upgrades) && x.upgrades != y.upgrades)
            return false;
        if (both(&rules::RulesetTraits::deckPerRobot)
            && (x.damageDealt != y.damageDealt || x.hand != y.hand || x.deck != y.deck || x.discard != y.discard))
            return false;
    }
    if (both(&rules::RulesetTraits::upgrades) && (a.shop != b.shop || a.upgradeDiscard != b.upgradeDiscard || a.damagePiles != b.damagePiles))
        return false;
    if (both(&rules::RulesetTraits::optionCards) && a.optionDiscard != b.optionDiscard)
        return false;
    if (both(&rules::RulesetTraits::energy) && a.emptiedEnergy != b.emptiedEnergy)
        return false;
    return true;
}

// Every state at the end of a phase, by the oracle's own play of the variant.
std::map<sim::Moment, game::GameState> statesAtMoments(const model::Scenario &sc, const sim::RulingVariant &v)
{
    model::Scenario s = sc;
    std::vector<rules::TranslationNote> notes;
    s = rules::translateScenario(sc, *rules::rulesetById(v.ruleset), notes);
    for (const auto &[name, on] : v.options)
        s.options[name] = on;
    std::map<sim::Moment, game::GameState> out;
    auto run = sim::ScenarioRun::create(s, {});
    if (!run)
        return out;
    sim::Replay::playToEnd(*run, [&](const game::Cursor &before) {
        const game::Phase phase = sim::Simulator::phaseOf(before.stage);
        const bool outside = phase == game::Phase::EndOfTurn || phase == game::Phase::Deal || phase == game::Phase::Upgrades;
        out[sim::Moment{before.turn, outside ? 0 : before.reg, phase}] = run->state();
    });
    return out;
}

// The first moment where the oracle sees two plays part (nullopt: never), in play order.
std::optional<sim::Moment> oracleParting(const std::map<sim::Moment, game::GameState> &a, const std::map<sim::Moment, game::GameState> &b,
                                         const rules::RulesetTraits &ta, const rules::RulesetTraits &tb)
{
    int turns = 0;
    for (const auto *states : {&a, &b})
        if (!states->empty())
            turns = std::max(turns, states->rbegin()->first.turn);
    const game::GameState *x = nullptr;
    const game::GameState *y = nullptr;
    for (int turn = 1; turn <= turns; ++turn)
        for (const sim::Moment &m : sim::turnMoments(turn)) {
            if (const auto it = a.find(m); it != a.end())
                x = &it->second;
            if (const auto it = b.find(m); it != b.end())
                y = &it->second;
            if (x && y && !sameGame(*x, *y, ta, tb))
                return m;
        }
    return std::nullopt;
}

} // namespace

void TestStateDiff::fieldTable()
{
    std::set<std::string_view> names;
    for (int f = 0; f < sim::kFieldCount; ++f) {
        const auto field = static_cast<sim::Field>(f);
        const sim::FieldInfo &info = sim::fieldInfo(field);
        QVERIFY2(!info.name.empty() && names.insert(info.name).second, info.name.data());
        QVERIFY2(!info.label.empty(), info.name.data());
        QCOMPARE(sim::fieldByName(info.name), std::optional(field));
    }
    QVERIFY(!sim::fieldByName("no-such-field"));
    // The expectations' own fields are not parts of the state.
    for (const sim::Field f : {sim::Field::Destroyed, sim::Field::OptionCount, sim::Field::Ammo, sim::Field::HandNext, sim::Field::DamageCards,
                               sim::Field::DeckTop, sim::Field::Robot, sim::Field::Moment, sim::Field::DamagePiles})
        QVERIFY(!sim::comparedFields().test(static_cast<std::size_t>(f)));
}

void TestStateDiff::eachFieldIsCompared_data()
{
    QTest::addColumn<int>("row");
    for (std::size_t i = 0; i < mutations().size(); ++i)
        QTest::newRow(mutations()[i].name) << static_cast<int>(i);
}

void TestStateDiff::eachFieldIsCompared()
{
    QFETCH(int, row);
    const Mutation &m = mutations()[static_cast<std::size_t>(row)];
    const game::GameState a = twoRobots();
    game::GameState b = a;
    m.change(b);
    QVERIFY(sim::differences(sim::viewOf(a), sim::viewOf(a)).empty());
    const std::vector<sim::FieldDiff> diffs = sim::differences(sim::viewOf(a), sim::viewOf(b));
    QCOMPARE(diffs.size(), std::size_t{1});
    QCOMPARE(diffs.front().field, m.field);
    QCOMPARE(diffs.front().robot, m.robot);
    QVERIFY(sim::fieldValue(sim::viewOf(a), m.robot, m.field) != sim::fieldValue(sim::viewOf(b), m.robot, m.field));
    // Left out when the editions compared do not both have the field.
    sim::FieldSet without = sim::comparedFields();
    without.reset(static_cast<std::size_t>(m.field));
    QVERIFY(sim::differences(sim::viewOf(a), sim::viewOf(b), without).empty());
}

void TestStateDiff::compareShipped_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("option"); // empty: the other ruleset
    const QStringList files = QDir(kScenarios).entryList({QStringLiteral("*.rfscenario")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 50);
    for (const QString &f : files) {
        const model::Scenario sc = load(kScenarios + QLatin1Char('/') + f);
        const QString own = QString::fromStdString(sc.ruleset);
        const QString other = own == QLatin1String("classic") ? QStringLiteral("renegade") : QStringLiteral("classic");
        QTest::addRow("%s %s", qPrintable(f), qPrintable(other)) << f << other << QString();
        for (const rules::OptionInfo &o : rules::optionTable())
            QTest::addRow("%s %s", qPrintable(f), o.name.data()) << f << own << QString::fromUtf8(o.name.data(), static_cast<qsizetype>(o.name.size()));
    }
}

// The scenario's own ruling and `ruleset` with `option` (if any) flipped.
std::pair<sim::RulingVariant, sim::RulingVariant> rulingsOf(const model::Scenario &sc, const QString &ruleset, const QString &option)
{
    sim::RulingVariant a{sc.ruleset, {}, sc.ruleset};
    sim::RulingVariant b{ruleset.toStdString(), {}, ruleset.toStdString()};
    if (!option.isEmpty()) {
        const std::string name = option.toStdString();
        const auto info = std::ranges::find_if(rules::optionTable(), [&](const rules::OptionInfo &o) { return o.name == name; });
        const bool current = sc.options.contains(name) ? sc.options.at(name) : info->defaultValue;
        b.options[name] = !current;
        b.label += ", " + name;
    }
    return {a, b};
}

void TestStateDiff::compareShipped()
{
    QFETCH(QString, file);
    QFETCH(QString, ruleset);
    QFETCH(QString, option);
    const model::Scenario sc = load(kScenarios + QLatin1Char('/') + file);
    const auto [a, b] = rulingsOf(sc, ruleset, option);
    const auto cmp = sim::compareRulings(sc, {a, b});
    QVERIFY(cmp);
    const bool bothPlay = cmp->runs[0].plays() && cmp->runs[1].plays();
    if (!bothPlay) {
        QCOMPARE(cmp->verdict, sim::Comparison::Verdict::NotCompared);
        QVERIFY(!cmp->divergence);
        return;
    }
    const auto &ta = rules::traitsOf(a.ruleset);
    const auto &tb = rules::traitsOf(b.ruleset);
    const std::optional<sim::Moment> oracle = oracleParting(statesAtMoments(sc, a), statesAtMoments(sc, b), ta, tb);
    QCOMPARE(cmp->divergence.has_value(), oracle.has_value());
    if (oracle) {
        QVERIFY(cmp->divergence->moment == *oracle);
        QVERIFY(!cmp->divergence->fields.empty());
    }
    const bool bothChecked = !cmp->runs[0].checks.empty() && !cmp->runs[1].checks.empty();
    const bool checksDiffer = bothChecked && (cmp->runs[0].checks.size() != cmp->runs[1].checks.size()
                                              || cmp->runs[0].expectationsHeld() != cmp->runs[1].expectationsHeld());
    QCOMPARE(cmp->expectationsDiffer, checksDiffer);
    QCOMPARE(cmp->verdict, oracle || checksDiffer ? sim::Comparison::Verdict::Differ : sim::Comparison::Verdict::Same);
}

// Without replays the rulings are played side by side and only the parting phase's substeps are
// kept (a long game would take gigabytes): the comparison is the one made from the whole replays.
void TestStateDiff::comparedPhaseByPhase()
{
    QFETCH(QString, file);
    QFETCH(QString, ruleset);
    QFETCH(QString, option);
    const model::Scenario sc = load(kScenarios + QLatin1Char('/') + file);
    const auto [a, b] = rulingsOf(sc, ruleset, option);
    const auto streamed = sim::compareRulings(sc, {a, b});
    const auto whole = sim::compareRulings(sc, {a, b}, sim::CompareOptions{.replays = true});
    QVERIFY(streamed && whole);
    QCOMPARE(streamed->verdict, whole->verdict);
    QCOMPARE(streamed->divergence.has_value(), whole->divergence.has_value());
    for (std::size_t i = 0; i < 2; ++i) {
        const sim::VariantRun &s = streamed->runs[i];
        const sim::VariantRun &w = whole->runs[i];
        QCOMPARE(s.plays(), w.plays());
        QVERIFY(s.final == w.final);
        QVERIFY(s.moments == w.moments);
        QVERIFY(s.played == w.played);
        QCOMPARE(s.trace.header.robots.size(), w.trace.header.robots.size());
        const std::size_t parting = streamed->divergence ? streamed->divergence->events[i].size() : 0;
        QCOMPARE(s.trace.events.size(), parting);
        if (!streamed->divergence)
            continue;
        const sim::Divergence &ds = *streamed->divergence;
        const sim::Divergence &dw = *whole->divergence;
        QVERIFY(ds.moment == dw.moment);
        QCOMPARE(ds.fields.size(), dw.fields.size());
        QCOMPARE(ds.events[i].size(), dw.events[i].size());
        for (std::size_t k = 0; k < ds.events[i].size(); ++k) {
            const game::Event &es = s.trace.events[ds.events[i][k]];
            const game::Event &ew = w.trace.events[dw.events[i][k]];
            QCOMPARE(es.kind, ew.kind);
            QCOMPARE(es.actor, ew.actor);
            QCOMPARE(es.notes.size(), ew.notes.size());
        }
    }
    const auto dealtS = sim::dealtDifference(sc, *streamed);
    const auto dealtW = sim::dealtDifference(sc, *whole);
    QCOMPARE(dealtS.has_value(), dealtW.has_value());
    if (dealtS)
        QVERIFY(dealtS->turn == dealtW->turn && dealtS->reg == dealtW->reg && dealtS->robot == dealtW->robot);
}

void TestStateDiff::virusRadiusPartsAtTheVirus()
{
    const model::Scenario sc = load(kScenarios + QStringLiteral("/upgrade-virus-range.rfscenario"));
    const auto cmp = sim::compareRulings(sc, {{sc.ruleset, {}, "plain"}, {sc.ruleset, {{"virus-radius-square", true}}, "square"}});
    QVERIFY(cmp);
    QCOMPARE(cmp->verdict, sim::Comparison::Verdict::Differ);
    QVERIFY(cmp->divergence);
    // The Virus acts when Red plays it: the robots-move phase of register 1.
    QCOMPARE(cmp->divergence->moment.turn, 1);
    QCOMPARE(cmp->divergence->moment.reg, 1);
    QCOMPARE(cmp->divergence->moment.phase, game::Phase::RobotMoves);
    const auto green = std::ranges::find_if(cmp->divergence->fields, [](const sim::PartedField &f) {
        return f.robotName == "Green" && f.field == sim::Field::VirusDealt;
    });
    QVERIFY(green != cmp->divergence->fields.end());
    QCOMPARE(green->values, (std::vector<std::string>{"0", "1"}));
}

void TestStateDiff::expectationsAloneDiffer()
{
    // Robots that play nothing: the same game under both editions, but an expectation stated for
    // one of them only, which fails there.
    model::Scenario sc = load(kScenarios + QStringLiteral("/upgrade-virus-range.rfscenario"));
    for (model::ScenarioRobot &r : sc.robots) {
        r.turns.resize(1);
        r.turns[0].program = model::Program{};
    }
    sc.damagePiles = {};
    sc.expectations.clear();
    sc.rulesetExpectations.clear();
    model::Expectation held;
    held.robots.push_back({.robot = "Red", .at = model::Point{1, 1}});
    sc.expectations.push_back(held);
    model::Expectation wrong;
    wrong.robots.push_back({.robot = "Red", .flags = 7});
    sc.rulesetExpectations[sc.ruleset] = {held, wrong};
    sc.rulesetExpectations["classic"] = {held};
    sc.expectations.clear();
    const auto cmp = sim::compareRulings(sc, {{sc.ruleset, {}, sc.ruleset}, {"classic", {}, "classic"}});
    QVERIFY(cmp);
    QVERIFY(cmp->runs[0].plays() && cmp->runs[1].plays());
    QVERIFY2(!cmp->divergence, cmp->divergence ? sim::fieldName(cmp->divergence->fields.front().field).data() : "");
    QCOMPARE(cmp->runs[0].expectationsHeld(), 1);
    QCOMPARE(cmp->runs[0].checks.size(), std::size_t{2});
    QCOMPARE(cmp->runs[1].expectationsHeld(), 1);
    QCOMPARE(cmp->runs[1].checks.size(), std::size_t{1});
    QVERIFY(cmp->expectationsDiffer);
    QCOMPARE(cmp->verdict, sim::Comparison::Verdict::Differ);
    // Without that expectation they are the same; with none stated for one of them too.
    sc.rulesetExpectations[sc.ruleset] = {held};
    const auto agree = sim::compareRulings(sc, {{sc.ruleset, {}, sc.ruleset}, {"classic", {}, "classic"}});
    QVERIFY(agree);
    QCOMPARE(agree->verdict, sim::Comparison::Verdict::Same);
    sc.rulesetExpectations.erase("classic");
    const auto same = sim::compareRulings(sc, {{sc.ruleset, {}, sc.ruleset}, {"classic", {}, "classic"}});
    QVERIFY(same);
    QCOMPARE(same->verdict, sim::Comparison::Verdict::Same);
}

void TestStateDiff::rulingThatCannotPlayIsNotTheSame()
{
    // Classic has no upgrades: it cannot play a 2016 upgrade dispute.
    const model::Scenario sc = load(kScenarios + QStringLiteral("/upgrade-worm-pile-empty.rfscenario"));
    const auto cmp = sim::compareRulings(sc, {{sc.ruleset, {}, sc.ruleset}, {"classic", {}, "classic"}});
    QVERIFY(cmp);
    QVERIFY(!cmp->runs[1].plays());
    QCOMPARE(cmp->verdict, sim::Comparison::Verdict::NotCompared);
    QVERIFY(!cmp->divergence);
}

void TestStateDiff::decidingStepIsTheChange()
{
    // Blue's Virus is decided by the substep that dealt it, not by the end of the register.
    const model::Scenario sc = load(kScenarios + QStringLiteral("/upgrade-worm-pile-empty.rfscenario"));
    auto replay = sim::Replay::create(sc);
    QVERIFY(replay);
    const std::vector<sim::Mismatch> checks = replay->run().finalChecks();
    QVERIFY(!checks.empty());
    const std::vector<int> deciding = sim::decidingPositions(*replay, checks);
    QCOMPARE(deciding.size(), checks.size());
    for (std::size_t i = 0; i < checks.size(); ++i) {
        const int at = deciding[i];
        QVERIFY(at >= 0 && at <= sim::checkedPosition(*replay, checks[i]));
        const sim::FieldSet read = sim::fieldsRead(checks[i].field);
        if (read.none())
            continue;
        // The deciding substep changed a field the check reads (0: the setup, nothing changed it).
        if (at > 0) {
            const auto diffs = sim::differences(sim::viewOf(replay->stateAt(at - 1)), sim::viewOf(replay->stateAt(at)));
            QVERIFY2(std::ranges::any_of(diffs, [&](const sim::FieldDiff &d) { return read.test(static_cast<std::size_t>(d.field)); }),
                     sim::fieldName(checks[i].field).data());
        }
        // Nothing it reads changes after it, up to the check.
        for (int pos = at + 1; pos <= sim::checkedPosition(*replay, checks[i]); ++pos) {
            const auto later = sim::differences(sim::viewOf(replay->stateAt(pos - 1)), sim::viewOf(replay->stateAt(pos)));
            const int robot = checks[i].robot.empty() ? -1 : [&] {
                for (std::size_t r = 0; r < sc.robots.size(); ++r)
                    if (sc.robots[r].name == checks[i].robot)
                        return static_cast<int>(r);
                return -2;
            }();
            QVERIFY(!std::ranges::any_of(later, [&](const sim::FieldDiff &d) { return d.robot == robot && read.test(static_cast<std::size_t>(d.field)); }));
        }
    }
    // Blue's Virus is decided by the laser step that dealt it; its damage (never changed) by the
    // setup.
    for (std::size_t i = 0; i < checks.size(); ++i) {
        if (checks[i].field == sim::Field::DamageCards) {
            QVERIFY(deciding[i] > 0);
            QCOMPARE(replay->eventAt(deciding[i])->kind, game::EventKind::Lasers);
        }
        if (checks[i].field == sim::Field::Damage)
            QCOMPARE(deciding[i], 0);
    }
}

RF_TEST_APPLESS_MAIN(TestStateDiff)
#include "tst_statediff.moc"
