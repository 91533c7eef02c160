// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/propertiespanel.h"

#include "commands/coursecommands.h"
#include "document/boarddocument.h"
#include "words/elementnames.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

#include <chrono>

namespace rf::editor {

using namespace rf::model;

namespace {

enum Field { FDirection, FExpress, FClockwise, FWrenches, FColour, FRegisters, FBeams, FNumber, FCourseName, FCourseAuthor };

bool hasDirection(const ElementState &s)
{
    if (s.device)
        return deviceHasDirection(s.device->kind);
    if (s.edge)
        return s.edge->kind != EdgeKind::Wall && s.edge->kind != EdgeKind::NoLedge;
    if (s.marker)
        return s.marker->kind == MarkerKind::Start;
    return false;
}

bool hasRegisters(const ElementState &s)
{
    return (s.device && deviceIsTimed(s.device->kind)) || (s.edge && edgeIsTimed(s.edge->kind));
}

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

// A tristate box while the values differ; a click from there sets every element (Partially ->
// Checked), after which the box is two-state again.
void showCheck(QCheckBox *box, const Common<bool> &c)
{
    if (c.differs) {
        box->setCheckState(Qt::PartiallyChecked);
        return;
    }
    box->setCheckState(c.value ? Qt::Checked : Qt::Unchecked);
    box->setTristate(false);
}

// Differing values show as a special value one below the real minimum, which no edit applies.
void showSpin(QSpinBox *box, int minimum, const Common<int> &c)
{
    if (c.differs) {
        box->setSpecialValueText(differsText());
        box->setMinimum(minimum - 1);
        box->setValue(minimum - 1);
        return;
    }
    box->setSpecialValueText({});
    box->setMinimum(minimum);
    box->setValue(c.value);
}

bool showsDiffers(const QSpinBox *box, int value)
{
    return !box->specialValueText().isEmpty() && value == box->minimum();
}

void showDirection(QComboBox *box, const Common<Direction> &c)
{
    const int differs = box->findData(kDiffersEntry);
    if (differs >= 0 && !c.differs)
        box->removeItem(differs);
    if (!c.differs) {
        box->setCurrentIndex(box->findData(static_cast<int>(c.value)));
        return;
    }
    if (differs < 0)
        box->addItem(differsText(), kDiffersEntry);
    box->setCurrentIndex(box->findData(kDiffersEntry));
}

void showColour(QLineEdit *edit, const Common<std::string> &c)
{
    // The text the user is typing stays as typed.
    if (edit->hasFocus())
        return;
    edit->setPlaceholderText(c.differs ? differsText() : QString());
    edit->setText(c.differs ? QString() : QString::fromStdString(c.value));
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
    outer->addLayout(m_form);

    m_direction = new QComboBox(this);
    for (Direction d : kAllDirections)
        m_direction->addItem(words::directionName(d), static_cast<int>(d));
    m_direction->setToolTip(tr("Direction the element faces, carries, fires or pushes"));
    m_form->addRow(tr("Direction:"), m_direction);
    connect(m_direction, &QComboBox::activated, this, [this](int i) {
        if (m_direction->itemData(i).toInt() == kDiffersEntry)
            return;
        const auto dir = static_cast<Direction>(m_direction->itemData(i).toInt());
        apply(tr("direction"), FDirection, [dir](ElementState &s) {
            if (!hasDirection(s))
                return false;
            if (s.device) {
                if (s.device->kind == DeviceKind::Belt) {
                    // Turn the inputs with the output so curves keep their shape.
                    const int turns = (static_cast<int>(dir) - static_cast<int>(s.device->dir) + 4) % 4;
                    s.device->inputs = s.device->inputs.rotated(turns);
                }
                s.device->dir = dir;
            }
            if (s.edge)
                s.edge->dir = dir;
            if (s.marker)
                s.marker->facing = dir;
            return true;
        });
        endMerge();
    });

    m_express = new QCheckBox(tr("Express"), this);
    m_express->setToolTip(tr("Express belts move robots in both belt steps of a register"));
    m_form->addRow(QString(), m_express);
    connect(m_express, &QCheckBox::checkStateChanged, this, [this](Qt::CheckState state) {
        if (state == Qt::PartiallyChecked)
            return;
        const bool on = state == Qt::Checked;
        apply(tr("express"), FExpress, [on](ElementState &s) {
            if (!s.device || s.device->kind != DeviceKind::Belt)
                return false;
            s.device->express = on;
            return true;
        });
        endMerge();
    });

    m_clockwise = new QCheckBox(tr("Clockwise"), this);
    m_clockwise->setToolTip(tr("Gears turn robots clockwise (right) or counterclockwise (left)"));
    m_form->addRow(QString(), m_clockwise);
    connect(m_clockwise, &QCheckBox::checkStateChanged, this, [this](Qt::CheckState state) {
        if (state == Qt::PartiallyChecked)
            return;
        const bool on = state == Qt::Checked;
        apply(tr("gear sense"), FClockwise, [on](ElementState &s) {
            if (!s.device || s.device->kind != DeviceKind::Gear)
                return false;
            s.device->clockwise = on;
            return true;
        });
        endMerge();
    });

    m_wrenches = new QSpinBox(this);
    m_wrenches->setRange(1, 2);
    m_wrenches->setToolTip(tr("Wrenches on a repair site: 2 also gives an option card"));
    m_form->addRow(tr("Wrenches:"), m_wrenches);
    connect(m_wrenches, &QSpinBox::valueChanged, this, [this](int v) {
        if (showsDiffers(m_wrenches, v))
            return;
        apply(tr("wrenches"), FWrenches, [v](ElementState &s) {
            if (!s.device || s.device->kind != DeviceKind::RepairSite)
                return false;
            s.device->wrenches = v;
            return true;
        });
    });
    connect(m_wrenches, &QSpinBox::editingFinished, this, [this] { endMerge(); });

    m_colour = new QLineEdit(this);
    m_colour->setToolTip(tr("Portals of the same colour are partners"));
    m_form->addRow(tr("Colour:"), m_colour);
    connect(m_colour, &QLineEdit::textEdited, this, [this](const QString &text) {
        const std::string colour = text.trimmed().toStdString();
        apply(tr("portal colour"), FColour, [&colour](ElementState &s) {
            if (!s.device || s.device->kind != DeviceKind::Portal)
                return false;
            s.device->colour = colour;
            return true;
        });
    });
    connect(m_colour, &QLineEdit::editingFinished, this, [this] { endMerge(); });

    m_registerRow = new QWidget(this);
    auto *regs = new QHBoxLayout(m_registerRow);
    regs->setContentsMargins(0, 0, 0, 0);
    for (int r = 1; r <= RegisterSet::kRegisters; ++r) {
        auto *box = new QCheckBox(QString::number(r), m_registerRow);
        box->setToolTip(tr("Active in register %1").arg(r));
        m_registers[static_cast<std::size_t>(r - 1)] = box;
        regs->addWidget(box);
        connect(box, &QCheckBox::checkStateChanged, this, [this, r](Qt::CheckState state) {
            if (state == Qt::PartiallyChecked)
                return;
            const bool on = state == Qt::Checked;
            // Ticking registers in a row is one undo step, as Tiled merges changes of a value;
            // a pause starts a new one (the command merges only on the same elements).
            const qint64 now = m_clock();
            if (m_lastRegisterClick < 0 || now - m_lastRegisterClick > kRegisterMergeMs)
                endMerge();
            m_lastRegisterClick = now;
            apply(tr("active registers"), FRegisters, [r, on](ElementState &s) {
                if (!hasRegisters(s))
                    return false;
                RegisterSet &set = s.device ? s.device->registers : s.edge->registers;
                on ? set.insert(r) : set.erase(r);
                return true;
            });
        });
    }
    m_form->addRow(tr("Registers:"), m_registerRow);

    m_beams = new QSpinBox(this);
    m_beams->setRange(1, 3);
    m_beams->setToolTip(tr("Number of laser beams (damage per hit)"));
    m_form->addRow(tr("Beams:"), m_beams);
    connect(m_beams, &QSpinBox::valueChanged, this, [this](int v) {
        if (showsDiffers(m_beams, v))
            return;
        apply(tr("beam count"), FBeams, [v](ElementState &s) {
            if (!s.edge || s.edge->kind != EdgeKind::Laser)
                return false;
            s.edge->beams = v;
            return true;
        });
    });
    connect(m_beams, &QSpinBox::editingFinished, this, [this] { endMerge(); });

    m_number = new QSpinBox(this);
    m_number->setRange(1, 99);
    m_number->setToolTip(tr("Checkpoint order or start position number"));
    m_form->addRow(tr("Number:"), m_number);
    connect(m_number, &QSpinBox::valueChanged, this, [this](int v) {
        if (showsDiffers(m_number, v))
            return;
        apply(tr("number"), FNumber, [v](ElementState &s) {
            if (!s.marker || s.marker->kind == MarkerKind::Dock)
                return false;
            s.marker->number = v;
            return true;
        });
    });
    connect(m_number, &QSpinBox::editingFinished, this, [this] { endMerge(); });

    auto *courseTitle = new QLabel(tr("<b>Course</b>"), this);
    outer->addWidget(courseTitle);
    auto *courseForm = new QFormLayout;
    outer->addLayout(courseForm);
    m_courseName = new QLineEdit(this);
    m_courseAuthor = new QLineEdit(this);
    courseForm->addRow(tr("Name:"), m_courseName);
    courseForm->addRow(tr("Author:"), m_courseAuthor);
    auto infoEdit = [this](QLineEdit *edit, int field) {
        connect(edit, &QLineEdit::textEdited, this, [this, edit, field](const QString &text) {
            BoardInfo info = m_doc->course().info();
            (field == FCourseName ? info.name : info.author) = text.toStdString();
            m_updating = true;
            m_doc->undoStack()->push(new ChangeInfoCommand(m_doc, -1, info, mergeKey(field)));
            m_updating = false;
        });
        connect(edit, &QLineEdit::editingFinished, this, [this] { endMerge(); });
    };
    infoEdit(m_courseName, FCourseName);
    infoEdit(m_courseAuthor, FCourseAuthor);
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

PropertiesPanel::Selected PropertiesPanel::gather() const
{
    Selected out;
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
        out.states.push_back(s);
    }
    return out;
}

void PropertiesPanel::apply(const QString &what, int field, const std::function<bool(ElementState &)> &edit)
{
    if (m_updating)
        return;
    Selected sel = gather();
    std::vector<ElementState> changed;
    for (ElementState &s : sel.states)
        if (edit(s))
            changed.push_back(s);
    if (changed.empty())
        return;
    auto *cmd = new ChangeElementsCommand(m_doc, changed, what, mergeKey(field));
    m_updating = true;
    pushIfEffective(m_doc, cmd);
    m_updating = false;
    // The panel's own edit changed what the header names ("Portal red" recoloured blue); the
    // fields keep what the user is typing (refresh leaves a focused text field alone).
    refresh();
}

void PropertiesPanel::setRowVisible(QWidget *field, bool visible) { m_form->setRowVisible(field, visible); }

void PropertiesPanel::refresh()
{
    const Selected sel = gather();
    const QSignalBlocker b1(m_direction), b2(m_express), b3(m_clockwise), b4(m_wrenches), b5(m_colour), b6(m_beams), b7(m_number);
    std::array<std::unique_ptr<QSignalBlocker>, 5> regBlockers;
    for (std::size_t i = 0; i < 5; ++i)
        regBlockers[i] = std::make_unique<QSignalBlocker>(m_registers[i]);
    showValues(sel.states);

    QStringList names;
    for (const ElementState &s : sel.states)
        names << (s.device ? words::describeDevice(*s.device) : s.edge ? words::describeEdge(*s.edge) : words::describeMarker(*s.marker));
    const QRect cells = m_doc->selection().cells;
    if (sel.states.empty())
        m_summary->setText(cells.isEmpty() ? tr("Nothing selected. Use the Select tool to pick squares or walls.")
                                           : tr("%1 x %2 squares selected, without elements.").arg(cells.width()).arg(cells.height()));
    else if (names.size() <= 4)
        m_summary->setText(names.join(QLatin1String(", ")));
    else
        m_summary->setText(tr("%n element(s) selected", nullptr, static_cast<int>(names.size())));

    if (!m_courseName->hasFocus())
        m_courseName->setText(QString::fromStdString(m_doc->course().info().name));
    if (!m_courseAuthor->hasFocus())
        m_courseAuthor->setText(QString::fromStdString(m_doc->course().info().author));
}

void PropertiesPanel::showValues(const std::vector<ElementState> &states)
{
    Common<Direction> dir;
    Common<bool> express, clockwise;
    Common<int> wrenches, beams, number;
    Common<std::string> colour;
    std::array<Common<bool>, RegisterSet::kRegisters> regs;
    for (const ElementState &s : states) {
        if (hasDirection(s))
            dir.add(s.device ? s.device->dir : s.edge ? s.edge->dir : s.marker->facing);
        const DeviceKind device = s.device ? s.device->kind : DeviceKind::None;
        if (device == DeviceKind::Belt)
            express.add(s.device->express);
        if (device == DeviceKind::Gear)
            clockwise.add(s.device->clockwise);
        if (device == DeviceKind::RepairSite)
            wrenches.add(s.device->wrenches);
        if (device == DeviceKind::Portal)
            colour.add(s.device->colour);
        if (s.edge && s.edge->kind == EdgeKind::Laser)
            beams.add(s.edge->beams);
        if (s.marker && s.marker->kind != MarkerKind::Dock)
            number.add(s.marker->number);
        if (hasRegisters(s)) {
            const RegisterSet set = s.device ? s.device->registers : s.edge->registers;
            for (int r = 1; r <= RegisterSet::kRegisters; ++r)
                regs[static_cast<std::size_t>(r - 1)].add(set.contains(r));
        }
    }
    showDirection(m_direction, dir);
    showCheck(m_express, express);
    showCheck(m_clockwise, clockwise);
    showSpin(m_wrenches, 1, wrenches);
    showColour(m_colour, colour);
    for (std::size_t i = 0; i < regs.size(); ++i)
        showCheck(m_registers[i], regs[i]);
    showSpin(m_beams, 1, beams);
    showSpin(m_number, 1, number);
    setRowVisible(m_direction, dir.seen);
    setRowVisible(m_express, express.seen);
    setRowVisible(m_clockwise, clockwise.seen);
    setRowVisible(m_wrenches, wrenches.seen);
    setRowVisible(m_colour, colour.seen);
    setRowVisible(m_registerRow, regs[0].seen);
    setRowVisible(m_beams, beams.seen);
    setRowVisible(m_number, number.seen);
}

} // namespace rf::editor
