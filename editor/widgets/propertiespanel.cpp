// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/propertiespanel.h"

#include "document/boarddocument.h"
#include "widgets/propertyrows.h"
#include "words/elementnames.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPoint>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <chrono>
#include <memory>

namespace rf::editor {

using namespace rf::model;

namespace {

// What a field shows for several elements: their common value, or "(differs)". Showing the
// first element's value instead would read as if all had it.
template<class T> struct Common {
    bool seen = false;
    bool differs = false;
    T value{};
    void add(const T &v)
    {
        if (!seen) {
            seen = true;
            value = v;
        } else if (!(v == value)) {
            differs = true;
        }
    }
};

qint64 steadyMsecs()
{
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

// The "(differs)" entry of the direction box (real entries hold a Direction).
constexpr int kDiffersEntry = -1;

QString differsText()
{
    return PropertiesPanel::tr("(differs)");
}

QString rowText(const char *text)
{
    return text ? QCoreApplication::translate("PropertiesPanel", text) : QString();
}

// A tristate box while the values differ; a click from there sets every element (Partially ->
// Checked), after which the box is two-state again.
void showCheck(QCheckBox *box, bool differs, bool on)
{
    if (differs) {
        box->setCheckState(Qt::PartiallyChecked);
        return;
    }
    box->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    box->setTristate(false);
}

// Differing values show as a special value one below the real minimum, which no edit applies.
void showSpin(QSpinBox *box, int minimum, const Common<QVariant> &c)
{
    if (c.differs) {
        box->setSpecialValueText(differsText());
        box->setMinimum(minimum - 1);
        box->setValue(minimum - 1);
        return;
    }
    box->setSpecialValueText({});
    box->setMinimum(minimum);
    if (c.seen)
        box->setValue(c.value.toInt());
}

bool showsDiffers(const QSpinBox *box, int value)
{
    return !box->specialValueText().isEmpty() && value == box->minimum();
}

void showDirection(QComboBox *box, const Common<QVariant> &c)
{
    const int differs = box->findData(kDiffersEntry);
    if (differs >= 0 && !c.differs)
        box->removeItem(differs);
    if (!c.differs) {
        if (c.seen)
            box->setCurrentIndex(box->findData(c.value.toInt()));
        return;
    }
    if (differs < 0)
        box->addItem(differsText(), kDiffersEntry);
    box->setCurrentIndex(box->findData(kDiffersEntry));
}

void showText(QLineEdit *edit, const Common<QVariant> &c)
{
    // The text the user is typing stays as typed.
    if (edit->hasFocus())
        return;
    edit->setPlaceholderText(c.differs ? differsText() : QString());
    edit->setText(c.differs ? QString() : c.value.toString());
}

} // namespace

PropertiesPanel::PropertiesPanel(BoardDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_clock(steadyMsecs)
{
    auto *outer = new QVBoxLayout(this);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    outer->addWidget(m_summary);
    m_form = new QFormLayout;
    // Long translated labels wrap rather than being cut or widening the dock.
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    outer->addLayout(m_form);
    const auto rows = propertyRows();
    m_editors.resize(rows.size());
    for (std::size_t f = 0; f < rows.size(); ++f)
        addEditor(static_cast<int>(f), rows[f]);
    outer->addStretch(1);

    connect(doc, &BoardDocument::selectionChanged, this, [this] {
        endMerge();
        refresh();
    });
    connect(doc, &BoardDocument::changed, this, [this] {
        if (!m_updating)
            refresh();
    });
    connect(doc, &BoardDocument::documentReset, this, &PropertiesPanel::refresh);
    // As wide from the start as with every row shown: a selection that shows the register or
    // beam rows widened the dock and shifted the canvas under the pointer.
    setMinimumWidth(minimumSizeHint().width());
    refresh();
}

void PropertiesPanel::addEditor(int field, const PropertyRow &row)
{
    Editor &e = m_editors[static_cast<std::size_t>(field)];
    e.row = &row;
    switch (row.kind) {
    case PropertyRow::Kind::Direction:
        e.combo = new QComboBox(this);
        for (Direction d : kAllDirections)
            e.combo->addItem(words::directionName(d), static_cast<int>(d));
        e.field = e.combo;
        connect(e.combo, &QComboBox::activated, this, [this, field, combo = e.combo](int i) {
            if (combo->itemData(i).toInt() == kDiffersEntry)
                return;
            apply(field, combo->itemData(i));
            endMerge();
        });
        break;
    case PropertyRow::Kind::Check:
        e.check = new QCheckBox(rowText(row.boxText), this);
        e.field = e.check;
        connect(e.check, &QCheckBox::checkStateChanged, this, [this, field](Qt::CheckState state) {
            if (state == Qt::PartiallyChecked)
                return;
            apply(field, state == Qt::Checked);
            endMerge();
        });
        break;
    case PropertyRow::Kind::Spin:
        e.spin = new QSpinBox(this);
        e.spin->setRange(row.low, row.high);
        e.field = e.spin;
        connect(e.spin, &QSpinBox::valueChanged, this, [this, field, spin = e.spin](int v) {
            if (!showsDiffers(spin, v))
                apply(field, v);
        });
        connect(e.spin, &QSpinBox::editingFinished, this, [this] { endMerge(); });
        break;
    case PropertyRow::Kind::Text:
        e.text = new QLineEdit(this);
        e.field = e.text;
        connect(e.text, &QLineEdit::textEdited, this, [this, field](const QString &text) { apply(field, text); });
        connect(e.text, &QLineEdit::editingFinished, this, [this] { endMerge(); });
        break;
    case PropertyRow::Kind::Registers: addRegisters(field, e); break;
    }
    if (row.kind != PropertyRow::Kind::Registers)
        e.field->setToolTip(rowText(row.toolTip));
    m_form->addRow(rowText(row.label), e.field);
}

void PropertiesPanel::addRegisters(int field, Editor &e)
{
    e.field = new QWidget(this);
    auto *regs = new QHBoxLayout(e.field);
    regs->setContentsMargins(0, 0, 0, 0);
    for (int r = 1; r <= RegisterSet::kRegisters; ++r) {
        auto *box = new QCheckBox(QLocale().toString(r), e.field);
        box->setToolTip(rowText(e.row->toolTip).arg(r));
        e.registers[static_cast<std::size_t>(r - 1)] = box;
        regs->addWidget(box);
        connect(box, &QCheckBox::checkStateChanged, this, [this, field, r](Qt::CheckState state) {
            if (state == Qt::PartiallyChecked)
                return;
            // Ticking registers in a row is one undo step, as Tiled merges changes of a value;
            // a pause starts a new one (the command merges only on the same elements).
            const qint64 now = m_clock();
            if (m_lastRegisterClick < 0 || now - m_lastRegisterClick > kRegisterMergeMs)
                endMerge();
            m_lastRegisterClick = now;
            apply(field, QPoint(r, state == Qt::Checked ? 1 : 0));
        });
    }
}

std::vector<ElementState> PropertiesPanel::gather() const
{
    std::vector<ElementState> out;
    const Board &b = m_doc->combined();
    for (ElementId id : m_doc->selection().elements) {
        ElementState s;
        if (const EdgeFeature *f = b.edgeFeature(id)) {
            s.edge = *f;
        } else if (const Marker *m = b.marker(id)) {
            s.marker = *m;
        } else if (auto cell = b.deviceCell(id)) {
            s.cell = *cell;
            s.device = b.cell(*cell).device;
        } else {
            continue;
        }
        out.push_back(s);
    }
    return out;
}

void PropertiesPanel::apply(int field, const QVariant &value)
{
    if (m_updating)
        return;
    const PropertyRow &row = *m_editors[static_cast<std::size_t>(field)].row;
    std::vector<ElementState> changed;
    for (ElementState &s : gather())
        if (row.has(s)) {
            row.set(s, value);
            changed.push_back(s);
        }
    if (changed.empty())
        return;
    auto *cmd = new ChangeElementsCommand(m_doc, changed, rowText(row.undoName), mergeKey(field));
    m_updating = true;
    pushIfEffective(m_doc, cmd);
    m_updating = false;
    // The panel's own edit changed what the header names ("Portal red" recoloured blue); the
    // fields keep what the user is typing (refresh leaves a focused text field alone).
    refresh();
}

void PropertiesPanel::refresh()
{
    const std::vector<ElementState> states = gather();
    {
        std::vector<std::unique_ptr<QSignalBlocker>> blockers;
        for (QWidget *w : findChildren<QWidget *>())
            blockers.push_back(std::make_unique<QSignalBlocker>(w));
        showValues(states);
    }

    QStringList names;
    for (const ElementState &s : states)
        names << (s.device ? words::describeDevice(*s.device) : s.edge ? words::describeEdge(*s.edge) : words::describeMarker(*s.marker));
    const QRect cells = m_doc->selection().cells;
    if (states.empty())
        m_summary->setText(cells.isEmpty() ? tr("Nothing selected. Use the Select tool to pick squares or walls.")
                                           : tr("%1 x %2 squares selected, without elements.").arg(cells.width()).arg(cells.height()));
    else if (names.size() <= 4)
        m_summary->setText(names.join(QLatin1String(", ")));
    else
        m_summary->setText(tr("%n element(s) selected", nullptr, static_cast<int>(names.size())));
}

void PropertiesPanel::showValues(const std::vector<ElementState> &states)
{
    for (const Editor &e : m_editors) {
        const PropertyRow &row = *e.row;
        Common<QVariant> common;
        std::array<Common<bool>, RegisterSet::kRegisters> regs;
        for (const ElementState &s : states) {
            if (!row.has(s))
                continue;
            const QVariant v = row.get(s);
            common.add(v);
            for (std::size_t r = 0; r < regs.size(); ++r)
                regs[r].add((v.toInt() >> r) & 1);
        }
        switch (row.kind) {
        case PropertyRow::Kind::Direction: showDirection(e.combo, common); break;
        case PropertyRow::Kind::Check: showCheck(e.check, common.differs, common.value.toBool()); break;
        case PropertyRow::Kind::Spin: showSpin(e.spin, row.low, common); break;
        case PropertyRow::Kind::Text: showText(e.text, common); break;
        case PropertyRow::Kind::Registers:
            for (std::size_t r = 0; r < regs.size(); ++r)
                showCheck(e.registers[r], regs[r].differs, regs[r].value);
            break;
        }
        m_form->setRowVisible(e.field, common.seen);
    }
}

QComboBox *PropertiesPanel::directionBox() const
{
    return m_editors[kDirectionField].combo;
}
QSpinBox *PropertiesPanel::numberBox() const
{
    return m_editors[kNumberField].spin;
}
QSpinBox *PropertiesPanel::beamsBox() const
{
    return m_editors[kBeamsField].spin;
}
QLineEdit *PropertiesPanel::colourEdit() const
{
    return m_editors[kColourField].text;
}
QCheckBox *PropertiesPanel::registerBox(int reg) const
{
    return m_editors[kRegistersField].registers[static_cast<std::size_t>(reg - 1)];
}
QCheckBox *PropertiesPanel::expressBox() const
{
    return m_editors[kExpressField].check;
}
QCheckBox *PropertiesPanel::clockwiseBox() const
{
    return m_editors[kClockwiseField].check;
}
QSpinBox *PropertiesPanel::wrenchesBox() const
{
    return m_editors[kWrenchesField].spin;
}

} // namespace rf::editor
