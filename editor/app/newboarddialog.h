// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/course.h"

#include <QDialog>

class QRadioButton;
class QSpinBox;

namespace rf::editor {

// File > New: the width and height of the first board (1 to Board::kMaxSide, as the reader
// allows) and whether the document is a board or a course (a course has details of its own and
// grows with Course > Add Board). Enter accepts, Esc cancels; the choices are remembered for the
// next time.
class NewBoardDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewBoardDialog(QWidget *parent = nullptr);

    model::Size boardSize() const;
    bool isCourse() const;
    // The new document's content.
    model::Course course() const;

    QSpinBox *widthBox() const { return m_width; }
    QSpinBox *heightBox() const { return m_height; }
    QRadioButton *courseButton() const { return m_course; }

    void accept() override;

private:
    QSpinBox *m_width;
    QSpinBox *m_height;
    QRadioButton *m_board;
    QRadioButton *m_course;
};

} // namespace rf::editor
