// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The card library (core/rules/cards/): every card of an edition is one unit of its table, with
// the data the model's tables print on it; a unit registered in a table of its own is found by
// its id and its hooks with no other file changed; two editions may each bring a card of one id.
#include "model/optioncards.h"
#include "model/upgrades.h"
#include "rules/cards/library.h"
#include "rules/ruleset.h"

#include <QTest>

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>

#include "testmain.h"

using namespace rf;
using rules::cards::CardUnit;
using rules::cards::Family;
using rules::cards::Hook;
using rules::cards::Library;

namespace {

// Made-up cards, as a test or a third edition would write them: no engine file names them.
int madeUpSquares(rules::Engine &, int, model::CardKind, int squares) { return squares + 1; }
int otherSquares(rules::Engine &, int, model::CardKind, int squares) { return squares * 2; }

const CardUnit kMadeUp{.data = {.family = Family::Upgrade, .id = static_cast<std::uint8_t>(model::UpgradeId::RailGun), .cost = 7},
                       .squares = &madeUpSquares};
const CardUnit kSameIdOtherText{.data = {.family = Family::Upgrade, .id = static_cast<std::uint8_t>(model::UpgradeId::RailGun), .cost = 3},
                                .squares = &otherSquares,
                                .rearLaser = true};
const CardUnit kSecond{.data = {.family = Family::Option, .id = 0}, .squares = &otherSquares};

} // namespace

class TestCardLibrary : public QObject {
    Q_OBJECT
private slots:
    void everyOptionIsAClassicUnit()
    {
        const Library &classic = rules::cards::classicCards();
        std::set<int> ids;
        for (const CardUnit *u : classic.units()) {
            QCOMPARE(u->data.family, Family::Option);
            QVERIFY2(ids.insert(u->data.id).second, "one unit per option card");
        }
        for (int k = 0; k < model::kOptionCount; ++k) {
            const auto id = static_cast<model::OptionId>(k);
            const CardUnit *u = classic.option(id);
            QVERIFY2(u, std::string(model::optionName(id)).c_str());
            QCOMPARE(u->data.ammo, model::optionFullAmmo(id));
            QCOMPARE(u->data.weapon, model::optionIsWeapon(id));
        }
    }
    void everyUpgradeSpecialAndDamageCardIsA2016Unit()
    {
        const Library &cards = rules::cards::edition2016Cards();
        for (int k = 0; k < model::kUpgradeCount; ++k) {
            const auto id = static_cast<model::UpgradeId>(k);
            const CardUnit *u = cards.upgrade(id);
            QVERIFY2(u, std::string(model::upgradeName(id)).c_str());
            QCOMPARE(u->data.cost, model::upgradeCost(id));
            QCOMPARE(u->data.permanent, model::upgradeIsPermanent(id));
            QCOMPARE(u->data.timing, model::upgradeTiming(id));
        }
        for (int k = static_cast<int>(model::CardKind::Trojan); k <= static_cast<int>(model::CardKind::SpamFolder); ++k) {
            const auto kind = static_cast<model::CardKind>(k);
            const CardUnit *u = cards.program(kind);
            QVERIFY2(u, std::string(model::cardKindName(kind)).c_str());
            QCOMPARE(u->data.family, model::cardIsDamage(kind) ? Family::Damage : Family::Special);
        }
        // The Haywires are the 2023 edition's (RULES.md 10.16): damage cards of its table only.
        for (int k = static_cast<int>(model::CardKind::HwMove2Right); k < model::kCardKindCount; ++k) {
            const auto kind = static_cast<model::CardKind>(k);
            QVERIFY(!cards.program(kind));
            if (const CardUnit *u = rules::cards::edition2023Cards().program(kind)) {
                QCOMPARE(u->data.family, Family::Damage);
                QVERIFY2(u->play, std::string(model::cardKindName(kind)).c_str());
            }
        }
        QVERIFY(!rules::cards::classicCards().upgrade(model::UpgradeId::RailGun));
    }
    void aRegisteredCardIsFoundByIdAndHook()
    {
        const Library table{&kSecond, &kMadeUp};
        QCOMPARE(table.upgrade(model::UpgradeId::RailGun), &kMadeUp);
        QCOMPARE(table.option(static_cast<model::OptionId>(0)), &kSecond);
        QVERIFY(!table.upgrade(model::UpgradeId::Brakes));
        // Cards acting at one moment act in the table's order.
        const auto squares = table.with(Hook::squares);
        QCOMPARE(squares.size(), std::size_t{2});
        QCOMPARE(squares[0], &kSecond);
        QCOMPARE(squares[1], &kMadeUp);
        QVERIFY(!table.any(Hook::laserOffers));
    }
    void aCardsHooksAreOneMask()
    {
        // What a robot's held cards may do is asked of one mask per card (cards::mayAct): the
        // mask of each card is the hooks it is listed under, in every edition.
        const Library table{&kSecond, &kMadeUp};
        QCOMPARE(table.optionHooks(static_cast<model::OptionId>(0)), rules::cards::hookBit(Hook::squares));
        QCOMPARE(table.upgradeHooks(model::UpgradeId::RailGun), rules::cards::hookBit(Hook::squares));
        QCOMPARE(table.upgradeHooks(model::UpgradeId::Brakes), std::uint64_t{0});
        for (const Library *cards : {&rules::cards::classicCards(), &rules::cards::edition2016Cards()})
            for (const CardUnit *u : cards->units()) {
                if (u->data.family != Family::Option && u->data.family != Family::Upgrade)
                    continue;
                std::uint64_t listed = 0;
                for (int h = 0; h < rules::cards::kHookCount; ++h)
                    if (std::ranges::find(cards->with(static_cast<Hook>(h)), u) != cards->with(static_cast<Hook>(h)).end())
                        listed |= rules::cards::hookBit(static_cast<Hook>(h));
                const std::uint64_t mask = u->data.family == Family::Option
                                               ? cards->optionHooks(static_cast<model::OptionId>(u->data.id))
                                               : cards->upgradeHooks(static_cast<model::UpgradeId>(u->data.id));
                QCOMPARE(mask, listed);
            }
    }
    void twoEditionsBringACardOfOneId()
    {
        const Library one{&kMadeUp};
        const Library other{&kSameIdOtherText};
        QCOMPARE(one.upgrade(model::UpgradeId::RailGun)->data.cost, 7);
        QCOMPARE(other.upgrade(model::UpgradeId::RailGun)->data.cost, 3);
        QVERIFY(!one.upgrade(model::UpgradeId::RailGun)->rearLaser);
        QVERIFY(other.upgrade(model::UpgradeId::RailGun)->rearLaser);
        QVERIFY(one.with(Hook::squares).front()->squares == &madeUpSquares);
        QVERIFY(other.with(Hook::squares).front()->squares == &otherSquares);
        // Neither is the shipped 2016 card.
        QVERIFY(rules::cards::edition2016Cards().upgrade(model::UpgradeId::RailGun) != &kMadeUp);
    }
};

RF_TEST_APPLESS_MAIN(TestCardLibrary)
#include "tst_cardlibrary.moc"
