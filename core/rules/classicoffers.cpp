// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The choices a classic player could make before the next substep (RULES.md 8.1 "Decisions"):
// what the option cards offer (cards/option/: each card its own) and the board's option sites
// (RULES.md 8.3). Only choices the rules allow are offered; one the scenario already makes is
// not offered again.
#include "rules/cards/held.h"
#include "rules/cards/option/optionuse.h"
#include "rules/classicoptions.h"

namespace rf::rules {

using namespace rf::model;
using cards::CardUnit;
using cards::Hook;

namespace {

// Before the card of the robot whose turn it is.
void beforeCardOptionOffers(const Engine &e, std::vector<DecisionOffer> &out)
{
    const auto index = static_cast<std::size_t>(e.state().cursor.index);
    if (index >= e.state().order.size())
        return;
    const int i = e.state().order[index];
    const auto &card = e.robot(i).program[static_cast<std::size_t>(e.reg() - 1)];
    if (!card)
        return;
    for (const CardUnit *u : cards::library(e).with(Hook::cardOffers))
        u->cardOffers(e, i, *card, out);
}

// The weapons a shooter may fire at the robot its main laser hits, in the order it holds them,
// then what the other cards offer on that hit (Fire Control).
void weaponOffers(Engine &e, std::vector<DecisionOffer> &out)
{
    const cards::Library &library = cards::library(e);
    std::vector<int> line;
    for (int s = 0; s < e.robotCount(); ++s) {
        const auto &shooter = e.robot(s);
        if (!e.inPlay(s) || shooter.isVirtual || shooter.poweredDown)
            continue;
        beamHits(e, s, shooter.facing, 0, line);
        if (line.empty())
            continue;
        const int t = line.front();
        for (const HeldOption &h : shooter.options) {
            const CardUnit *weapon = library.option(h.id);
            if (!weapon || !weapon->data.weapon || !e.holds(s, h.id) ||
                (weapon->weaponVoid && weapon->weaponVoid(e, s, t)))
                continue;
            Decision d = cards::optionUse(e.reg(), h.id);
            d.target = e.robot(t).name;
            cards::offerOption(e, out, s, d);
        }
        for (const CardUnit *u : library.with(Hook::laserOffers))
            u->laserOffers(e, s, shooter.facing, t, out);
    }
}

// Phase E: radioactive waste lets the robot draw an option, a chop shop scrap or reload one.
void siteOffers(const Engine &e, std::vector<DecisionOffer> &out)
{
    for (int i = 0; i < e.robotCount(); ++i) {
        const auto &r = e.robot(i);
        if (!e.inPlay(i))
            continue;
        if (e.board().floor(r.pos) == FloorKind::RadioactiveWaste && !r.poweredDown)
            cards::offerOption(
                e, out, i, Decision{.when = DecisionTime::Register, .reg = e.reg(), .use = DecisionUse::DrawOption});
        if (e.board().device(r.pos).kind != DeviceKind::ChopShop)
            continue;
        for (const HeldOption &h : r.options) {
            if (!r.poweredDown)
                cards::offerOption(e, out, i,
                                   Decision{.when = DecisionTime::Register,
                                            .reg = e.reg(),
                                            .use = DecisionUse::ChopShopScrap,
                                            .subject = h.id});
            const CardUnit *card = cards::library(e).option(h.id);
            const int full = card ? card->data.ammo : 0;
            if (full > 0 && h.ammo < full)
                cards::offerOption(e, out, i,
                                   Decision{.when = DecisionTime::Register,
                                            .reg = e.reg(),
                                            .use = DecisionUse::ChopShopReload,
                                            .subject = h.id});
        }
    }
}

// The end of the turn on a double wrench or a chop shop: an option instead of repairs.
void wrenchOffers(const Engine &e, std::vector<DecisionOffer> &out)
{
    for (int i = 0; i < e.robotCount(); ++i) {
        if (!e.inPlay(i) || e.robot(i).poweredDown || e.robot(i).doubleWrench == WrenchChoice::Option)
            continue;
        const Device &dev = e.board().device(e.robot(i).pos);
        const bool wrench = dev.kind == DeviceKind::RepairSite && dev.wrenches >= 2 && !e.options().repair2005;
        if (wrench || dev.kind == DeviceKind::ChopShop)
            cards::offerOption(e, out, i, Decision{.when = DecisionTime::EndOfTurn, .use = DecisionUse::DrawOption});
    }
}

} // namespace

void optionOffers(Engine &e, std::vector<DecisionOffer> &out)
{
    const cards::Library &library = cards::library(e);
    switch (e.state().cursor.stage) {
    case game::Stage::Deal:
        for (int i = 0; i < e.robotCount(); ++i)
            if (!e.robot(i).eliminated && !e.robot(i).announcedPowerDown)
                for (const CardUnit *u : library.with(Hook::dealOffers))
                    u->dealOffers(e, i, out);
        break;
    case game::Stage::Reveal:
        for (int i = 0; i < e.robotCount(); ++i)
            if (e.inPlay(i) && !e.robot(i).poweredDown)
                for (const CardUnit *u : library.with(Hook::revealOffers))
                    u->revealOffers(e, i, out);
        break;
    case game::Stage::RobotMoves: beforeCardOptionOffers(e, out); break;
    case game::Stage::Lasers: weaponOffers(e, out); break;
    case game::Stage::Checkpoints: siteOffers(e, out); break;
    case game::Stage::Repairs: wrenchOffers(e, out); break;
    default: break;
    }
}

} // namespace rf::rules
