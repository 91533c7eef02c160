// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/boarddocument.h"
#include "models/diagnosticsmodel.h"
#include "widgets/validationpanel.h"

#include <QHeaderView>
#include <QTest>
#include <QTreeView>

using namespace rf::editor;
using namespace rf::model;

// The validation panel shows each finding's code whole, however narrow the panel.
class TestValidationPanel : public QObject {
    Q_OBJECT
private slots:
    void codeColumnIsNotCutOff()
    {
        Board b(12, 12, "Pits");
        b.cell({1, 1}).floor.kind = FloorKind::Pit;
        b.addMarker({.kind = MarkerKind::Checkpoint, .at = {1, 1}, .number = 1});
        BoardDocument doc;
        doc.resetCourse(Course(b));
        ValidationPanel panel(&doc);
        panel.resize(320, 200);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.validateNow();
        QTreeView *view = panel.view();
        QVERIFY(view->model()->rowCount() > 0);
        int widest = 0;
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            const QString code = view->model()->index(r, DiagnosticsModel::CodeColumn).data().toString();
            QVERIFY(!code.isEmpty());
            widest = std::max(widest, view->fontMetrics().horizontalAdvance(code));
        }
        QVERIFY2(view->header()->sectionSize(DiagnosticsModel::CodeColumn) >= widest,
                 qPrintable(QStringLiteral("code column %1 px, code %2 px").arg(view->header()->sectionSize(DiagnosticsModel::CodeColumn)).arg(widest)));
    }
};

QTEST_MAIN(TestValidationPanel)
#include "tst_validationpanel.moc"
