// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/boardresize.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace rf::editor {

class ResizePreview;

// Board > Resize Board, after Tiled's Resize Map: the new width and height (1 to
// Board::kMaxSide, as the reader allows) and the offset of the old board in the new one, with a
// preview and, before anything is confirmed, the list of the elements that would be cut off.
// Enter accepts, Esc cancels; Resize is off while nothing would change.
class ResizeBoardDialog : public QDialog {
    Q_OBJECT
public:
    explicit ResizeBoardDialog(const model::Board &board, QWidget *parent = nullptr);

    model::Size newSize() const;
    model::Point offset() const;
    // The resize as chosen (the board and what it cuts).
    const BoardResize &result() const { return m_result; }

    QSpinBox *widthBox() const { return m_width; }
    QSpinBox *heightBox() const { return m_height; }
    QSpinBox *offsetXBox() const { return m_x; }
    QSpinBox *offsetYBox() const { return m_y; }
    QPushButton *centreButton() const { return m_centre; }
    QListWidget *cutList() const { return m_cutList; }
    QLabel *summaryLabel() const { return m_summary; }
    ResizePreview *preview() const { return m_preview; }
    bool canResize() const;

    void accept() override;

private:
    void refresh();

    const model::Board &m_board;
    BoardResize m_result;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QSpinBox *m_x;
    QSpinBox *m_y;
    QPushButton *m_centre;
    ResizePreview *m_preview;
    QLabel *m_summary;
    QListWidget *m_cutList;
    QDialogButtonBox *m_buttons;
};

} // namespace rf::editor
