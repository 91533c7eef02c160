// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Real clicks and keys into fields, for the editor and debugger tests.

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QSpinBox>
#include <QTest>

namespace rf::test {

// Opens the combo box's list with a click and clicks the item `text`.
inline bool chooseWithMouse(QComboBox *box, const QString &text)
{
    const int row = box->findText(text);
    if (row < 0)
        return false;
    QTest::mouseClick(box, Qt::LeftButton);
    QAbstractItemView *list = box->view();
    if (!QTest::qWaitFor([&] { return list->isVisible(); }))
        return false;
    // The popup ignores a release that comes as fast as a double click.
    QTest::qWait(QApplication::doubleClickInterval() + 50);
    const QModelIndex index = list->model()->index(row, 0);
    list->scrollTo(index);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(index).center());
    return QTest::qWaitFor([&] { return !list->isVisible(); });
}

// Types `value` into the spin box and presses Enter.
inline void typeInto(QSpinBox *box, int value)
{
    box->setFocus();
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, QString::number(value));
    QTest::keyClick(box, Qt::Key_Return);
}

} // namespace rf::test
