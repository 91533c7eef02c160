// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commands/elementcommands.h"

#include <QVariant>
#include <QWidget>

#include <array>
#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace rf::editor {

class BoardDocument;
struct PropertyRow;

// Edits the selected elements, one editor per row of the property table (propertyrows.h):
// direction, express, gear sense, wrenches, portal colour, active registers, beam count and
// marker numbers. A field whose value differs between the selected elements shows "(differs)" (a
// tristate box for check boxes). A change sets that one field on every selected element that has
// it, through one ChangeElementsCommand, and leaves their other fields alone; spin box drags and
// typing merge into one undo step until the field loses focus, register clicks in a row until a
// pause. The course's own details are the Course panel's (coursepanel.h).
class PropertiesPanel : public QWidget {
    Q_OBJECT
public:
    explicit PropertiesPanel(BoardDocument *doc, QWidget *parent = nullptr);

    // For tests: the editors by property.
    QComboBox *directionBox() const;
    QSpinBox *numberBox() const;
    QSpinBox *beamsBox() const;
    QLineEdit *colourEdit() const;
    QLabel *summaryLabel() const { return m_summary; }
    QCheckBox *registerBox(int reg) const;
    QCheckBox *expressBox() const;
    QCheckBox *clockwiseBox() const;
    QSpinBox *wrenchesBox() const;

    // Register clicks this close together (ms) merge into one undo step.
    static constexpr qint64 kRegisterMergeMs = 1500;
    // For tests: the clock (milliseconds) that decides whether register clicks merge.
    void setClock(std::function<qint64()> msecs) { m_clock = std::move(msecs); }

private:
    // The widgets of one row of the table.
    struct Editor {
        const PropertyRow *row = nullptr;
        QWidget *field = nullptr; // the form's field (for hiding the row)
        QComboBox *combo = nullptr;
        QCheckBox *check = nullptr;
        QSpinBox *spin = nullptr;
        QLineEdit *text = nullptr;
        std::array<QCheckBox *, 5> registers{};
    };
    void addEditor(int field, const PropertyRow &row);
    void addRegisters(int field, Editor &e);
    void refresh();
    void showValues(const std::vector<ElementState> &states);
    std::vector<ElementState> gather() const;
    // Sets `value` on the selected elements that have row `field`; pushes a command when any changed.
    void apply(int field, const QVariant &value);
    int mergeKey(int field) const { return (field + 1) * 1000000 + m_session; }
    void endMerge() { ++m_session; }

    BoardDocument *m_doc;
    QFormLayout *m_form = nullptr;
    QLabel *m_summary = nullptr;
    std::vector<Editor> m_editors;
    int m_session = 0;
    bool m_updating = false;
    std::function<qint64()> m_clock;
    qint64 m_lastRegisterClick = -1;
};

} // namespace rf::editor
