// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/decisionspanel.h"

#include "words/elementnames.h"
#include "words/tracetexts.h"
#include "words/tracewords.h"
#include "widgets/verticalscroll.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStyleOptionButton>
#include <QStyleOptionFocusRect>
#include <QStylePainter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace rf::debugger {

using model::DecisionUse;

DecisionsPanel::DecisionsPanel(QWidget *parent)
    : QWidget(parent)
    , m_heading(new QLabel)
    , m_buttons(new QVBoxLayout)
    , m_recorded(new QTreeWidget)
    , m_goTo(new QPushButton(tr("&Go There")))
    , m_change(new QPushButton(tr("C&hange...")))
    , m_remove(new QPushButton(tr("&Remove")))
{
    // One scroll for the whole panel, the choices first at their full height: every choice can be
    // scrolled to however small the dock, none squeezed by the recorded decisions below.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *inner = new QWidget;
    outer->addWidget(editor::verticalScroll(inner, QStringLiteral("decisionsScroll")));
    auto *layout = new QVBoxLayout(inner);
    m_heading->setWordWrap(true);
    layout->addWidget(m_heading);
    m_buttons->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_buttons);

    auto *recordedHeading = new QLabel(tr("Recorded decisions"));
    QFont bold = recordedHeading->font();
    bold.setBold(true);
    recordedHeading->setFont(bold);
    layout->addWidget(recordedHeading);
    m_recorded->setObjectName(QStringLiteral("recordedDecisions"));
    m_recorded->setHeaderLabels({tr("Robot"), tr("Turn"), tr("Decision"), tr("What became of it")});
    m_recorded->setRootIsDecorated(false);
    m_recorded->header()->setStretchLastSection(true);
    m_recorded->setSelectionMode(QAbstractItemView::SingleSelection);
    // The header and a few rows at least; more when the dock has room.
    m_recorded->setMinimumHeight(m_recorded->header()->sizeHint().height() + 4 * m_recorded->fontMetrics().height() +
                                 2 * m_recorded->frameWidth());
    layout->addWidget(m_recorded, 1);
    auto *row = m_row = new QBoxLayout(QBoxLayout::LeftToRight);
    m_goTo->setObjectName(QStringLiteral("recordedGoTo"));
    m_goTo->setToolTip(tr("Go to the substep where the decision acted or was found void"));
    m_change->setObjectName(QStringLiteral("recordedChange"));
    m_change->setToolTip(
        tr("Remove the decision and go to where it was asked, to choose again among the choices offered there"));
    m_remove->setObjectName(QStringLiteral("recordedRemove"));
    m_remove->setToolTip(tr("Remove the decision from the scenario (Undo brings it back)"));
    row->addWidget(m_goTo);
    row->addWidget(m_change);
    row->addWidget(m_remove);
    row->addStretch();
    layout->addLayout(row);
    recordedHeading->setWordWrap(true);
    const auto emitFor = [this](void (DecisionsPanel::*signal)(const sim::DecisionFate &)) {
        return [this, signal] {
            if (const sim::DecisionFate *f = selectedFate())
                emit(this->*signal)(*f);
        };
    };
    connect(m_goTo, &QPushButton::clicked, this, emitFor(&DecisionsPanel::goToRecorded));
    connect(m_change, &QPushButton::clicked, this, emitFor(&DecisionsPanel::changeRecorded));
    connect(m_remove, &QPushButton::clicked, this, emitFor(&DecisionsPanel::removeRecorded));
    connect(m_recorded, &QTreeWidget::itemSelectionChanged, this, &DecisionsPanel::updateButtons);
    connect(m_recorded, &QTreeWidget::itemActivated, this, emitFor(&DecisionsPanel::goToRecorded));
    setOffers({}, {});
    updateButtons();
}

void DecisionsPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // The buttons under the recorded decisions go one below the other where a row would not fit.
    int row = 2 * m_row->spacing();
    for (const QPushButton *b : {m_goTo, m_change, m_remove})
        row += b->sizeHint().width();
    const int room = width() - 2 * style()->pixelMetric(QStyle::PM_LayoutLeftMargin) -
                     style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    m_row->setDirection(row <= room ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
}

QString DecisionsPanel::fateText(const sim::DecisionFate &f)
{
    switch (f.kind) {
    case sim::DecisionFate::Kind::Taken: return tr("taken at substep %1").arg(f.position);
    case sim::DecisionFate::Kind::Void: return tr("void at substep %1: %2").arg(f.position).arg(words::voidReasonText(f.reason));
    case sim::DecisionFate::Kind::NotReached: return tr("not reached: play ended before it could act");
    }
    return {};
}

void DecisionsPanel::setRecorded(const model::Scenario &sc, const std::vector<sim::DecisionFate> &fates)
{
    const sim::DecisionFate *before = selectedFate();
    const std::optional<std::tuple<int, int, std::size_t>> keep =
        before ? std::optional(std::tuple(before->robot, before->turn, before->index)) : std::nullopt;
    m_fates = fates;
    m_recorded->clear();
    for (std::size_t k = 0; k < fates.size(); ++k) {
        const sim::DecisionFate &f = fates[k];
        const model::Decision &d = sc.robots[static_cast<std::size_t>(f.robot)].turns[static_cast<std::size_t>(f.turn - 1)].decisions[f.index];
        auto *item = new QTreeWidgetItem(
            m_recorded, {QString::fromStdString(sc.robots[static_cast<std::size_t>(f.robot)].name), QString::number(f.turn), choiceText(d), fateText(f)});
        item->setData(0, Qt::UserRole, static_cast<int>(k));
        item->setToolTip(2, item->text(2));
        item->setToolTip(3, item->text(3));
        if (f.kind != sim::DecisionFate::Kind::Taken)
            item->setForeground(3, QColor(180, 60, 0));
        if (keep && *keep == std::tuple(f.robot, f.turn, f.index))
            m_recorded->setCurrentItem(item);
    }
    if (fates.empty()) {
        auto *none = new QTreeWidgetItem(m_recorded, {QString(), QString(), tr("(none: the choices above add them)")});
        none->setFlags(Qt::NoItemFlags);
    }
    m_recorded->resizeColumnToContents(0);
    m_recorded->resizeColumnToContents(1);
    updateButtons();
}

const sim::DecisionFate *DecisionsPanel::selectedFate() const
{
    const QTreeWidgetItem *item = m_recorded->currentItem();
    if (!item || !item->isSelected() || !item->data(0, Qt::UserRole).isValid())
        return nullptr;
    const int k = item->data(0, Qt::UserRole).toInt();
    return k >= 0 && k < static_cast<int>(m_fates.size()) ? &m_fates[static_cast<std::size_t>(k)] : nullptr;
}

void DecisionsPanel::updateButtons()
{
    const sim::DecisionFate *f = selectedFate();
    m_goTo->setEnabled(f && f->position > 0);
    m_change->setEnabled(f != nullptr);
    m_remove->setEnabled(f != nullptr);
}

QString DecisionsPanel::choiceText(const model::Decision &d)
{
    // A card used with what it is aimed at or how: the card's own wording; every other choice
    // as its use's row words it (game::decisionUseInfo).
    if (d.use == DecisionUse::Upgrade && d.before) { // a 2023 movement upgrade (RULES.md 10.13)
        model::Decision after = d;
        after.before = false;
        return tr("%1, before its card").arg(choiceText(after));
    }
    const QString target = QString::fromStdString(d.target);
    if (d.use == DecisionUse::Upgrade) {
        if (const QString text = cardUpgradeText(d); !text.isEmpty())
            return text;
        if (!target.isEmpty())
            return tr("%1 at %2").arg(words::upgradeTitle(d.upgrade), target);
        if (d.dir && d.upgrade == model::UpgradeId::Zoop)
            return tr("%1: face %2").arg(words::upgradeTitle(d.upgrade), words::directionText(*d.dir));
        if (d.dir)
            return tr("%1 %2").arg(words::upgradeTitle(d.upgrade), words::directionText(*d.dir));
        if (d.side != 0) // Crab Legs, Side Arms
            return d.side < 0 ? tr("%1 to the left").arg(words::upgradeTitle(d.upgrade)) : tr("%1 to the right").arg(words::upgradeTitle(d.upgrade));
    } else if (d.use == DecisionUse::Option) {
        const QString option = words::optionTitle(d.option);
        if (d.option == model::OptionId::FireControl)
            return d.destroy ? tr("Fire Control: destroy %1's %2").arg(target, words::optionTitle(*d.destroy))
                             : tr("Fire Control: lock %1's register %2").arg(target).arg(d.lock);
        if (!target.isEmpty())
            return tr("%1 at %2").arg(option, target);
    }
    return words::choiceText(d);
}

QString DecisionsPanel::cardUpgradeText(const model::Decision &d)
{
    using model::UpgradeId;
    const QString name = words::upgradeTitle(d.upgrade);
    const QString card = d.card ? words::cardTitle(model::Card{*d.card, 0}, false) : QString();
    QStringList cards;
    for (const model::Card &c : d.cards)
        cards << words::cardTitle(c, false);
    const QString list = cards.join(QStringLiteral(", "));
    const QString target = QString::fromStdString(d.target);
    switch (d.upgrade) {
    case UpgradeId::Refresh:
        if (!d.card)
            break;
        return d.trash ? tr("%1: play %2 instead, the damage card back to its pile").arg(name, card)
                       : tr("%1: play %2 instead").arg(name, card);
    case UpgradeId::DefragGizmo:
        return d.card ? tr("%1: return %2 from the hand and draw a card").arg(name, card) : QString();
    case UpgradeId::MemorySwap:
        return cards.isEmpty() ? tr("%1: draw 3 cards and put the same 3 back on top, in the order drawn").arg(name)
                               : tr("%1: draw 3 cards and put back %2 (the first on top)").arg(name, list);
    case UpgradeId::CacheMemory:
        if (cards.isEmpty())
            break;
        return cards.size() == 1 ? tr("%1: keep %2 on top of the draw pile").arg(name, list)
                                 : tr("%1: keep %2 on the draw pile (the first on top)").arg(name, list);
    // The 2023 upgrades whose answers would otherwise read alike (RULES.md 10.14, 10.15).
    case UpgradeId::PiercingDrill:
        if (target.isEmpty())
            break;
        return d.dir ? tr("%1 at %2, turned to face %3").arg(name, target, words::directionName(*d.dir))
                     : tr("%1 at %2, facing unchanged").arg(name, target);
    case UpgradeId::ModularChassis:
        if (target.isEmpty() || !d.upgradeSubject)
            break;
        return tr("swap %1 for %2's %3").arg(name, target, words::upgradeTitle(*d.upgradeSubject));
    case UpgradeId::EnergyConversion:
        return d.back ? tr("%1: move 1 square back").arg(name) : tr("%1: move 1 square forward").arg(name);
    case UpgradeId::Magnetic:
        return target.isEmpty() ? QString() : tr("%1: follow %2's steps").arg(name, target);
    default: break;
    }
    return {};
}

namespace {

// An offer's button: its whole text, wrapped over as many lines as the dock's width needs
// (QPushButton cuts it), left-aligned so that "Blue: take Virus instead" reads as a sentence.
class OfferButton : public QPushButton {
public:
    explicit OfferButton(const QString &text)
        : QPushButton(text)
    {
        // Not Fixed: a fixed height would be the one-line height of sizeHint().
        QSizePolicy policy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        policy.setHeightForWidth(true);
        setSizePolicy(policy);
    }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return sizeFor(width).height(); }
    QSize sizeHint() const override
    {
        // The text on one line; the layout gives it the dock's width and the height for that.
        return sizeFor(QWIDGETSIZE_MAX);
    }
    QSize minimumSizeHint() const override { return {0, sizeHint().height()}; }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QStylePainter p(this);
        QStyleOptionButton opt;
        initStyleOption(&opt);
        opt.text.clear();
        p.drawControl(QStyle::CE_PushButtonBevel, opt);
        p.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::ButtonText));
        p.drawText(textRect(rect()), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, text());
        if (hasFocus()) {
            QStyleOptionFocusRect focus;
            focus.initFrom(this);
            focus.rect = style()->subElementRect(QStyle::SE_PushButtonFocusRect, &opt, this);
            p.drawPrimitive(QStyle::PE_FrameFocusRect, focus);
        }
    }

private:
    int padding() const
    {
        return style()->pixelMetric(QStyle::PM_ButtonMargin, nullptr, this) / 2 + fontMetrics().averageCharWidth();
    }
    QRect textRect(const QRect &r) const { return r.adjusted(padding(), 0, -padding(), 0); }
    QSize sizeFor(int width) const
    {
        const int room = std::max(1, width - 2 * padding());
        const QRect text = fontMetrics().boundingRect(QRect(0, 0, room, QWIDGETSIZE_MAX),
                                                      Qt::AlignLeft | Qt::TextWordWrap, this->text());
        QStyleOptionButton opt;
        initStyleOption(&opt);
        // The style's frame and margins around the text, as for an ordinary button.
        const QSize framed = style()->sizeFromContents(QStyle::CT_PushButton, &opt, text.size(), this);
        return {text.width() + 2 * padding(), framed.height()};
    }
};

} // namespace

void DecisionsPanel::setOffers(const std::vector<rules::DecisionOffer> &offers, const QStringList &names)
{
    m_offers = offers;
    while (QLayoutItem *item = m_buttons->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    // Option cards and upgrades are never offered together: a ruleset has one or the other.
    const bool upgrades = std::ranges::any_of(offers, [](const rules::DecisionOffer &o) {
        return o.decision.use == DecisionUse::Buy || o.decision.use == DecisionUse::Upgrade;
    });
    // A damage card from an empty pile and a routine's card are taken by default (RULES.md 9.7).
    const bool defaults = std::ranges::any_of(offers, [](const rules::DecisionOffer &o) {
        return o.decision.use == DecisionUse::PickDamage || o.decision.use == DecisionUse::RoutineCard;
    });
    m_heading->setText(
        offers.empty() ? tr("No robot has a choice to make before the next substep.")
        : defaults ? tr("Choices before the next substep. Play on without one: nothing is bought or used, and where a "
                        "card must be chosen the rules take the default.")
        : upgrades ? tr("Choices before the next substep. Play on without one: nothing is bought or used.")
                   : tr("Choices before the next substep. Play on without one: the option is not used."));
    for (std::size_t k = 0; k < offers.size(); ++k) {
        const rules::DecisionOffer &o = offers[k];
        const QString who = o.robot >= 0 && o.robot < names.size() ? names.at(o.robot) : QStringLiteral("?");
        auto *button = new OfferButton(tr("%1: %2").arg(who, choiceText(o.decision)));
        button->setObjectName(QStringLiteral("decision%1").arg(k));
        button->setToolTip(tr("Decide this: an edit of the scenario (Undo takes it back)"));
        connect(button, &QPushButton::clicked, this, [this, o] { emit decided(o); });
        m_buttons->addWidget(button);
    }
}

} // namespace rf::debugger
