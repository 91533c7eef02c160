// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/rulesviewer.h"

#include "io/rulesreference.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QScrollBar>
#include <QShortcut>
#include <QTextBlock>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rf::debugger {

RulesViewer::RulesViewer(QWidget *parent)
    : QDialog(parent), m_books(new QComboBox), m_browser(new QTextBrowser), m_search(new QLineEdit), m_notFound(new QLabel)
{
    setObjectName(QStringLiteral("rulesViewer"));
    m_books->setObjectName(QStringLiteral("rulesBook"));
    for (const QString &book : io::rulebookNames())
        m_books->addItem(io::rulebookTitle(book), book);
    m_books->setToolTip(tr("The rulebook of an edition"));
    auto *bookLabel = new QLabel(tr("&Rulebook:"));
    bookLabel->setBuddy(m_books);
    m_browser->setObjectName(QStringLiteral("rulesText"));
    m_browser->setOpenLinks(false);
    m_search->setObjectName(QStringLiteral("rulesSearch"));
    m_notFound->setObjectName(QStringLiteral("rulesNotFound"));
    m_search->setPlaceholderText(tr("Find in the rules"));
    m_search->setClearButtonEnabled(true);
    auto *top = new QHBoxLayout;
    top->addWidget(bookLabel);
    top->addWidget(m_books);
    top->addWidget(m_search, 1);
    top->addWidget(m_notFound);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    // The rules are written in English only; say so rather than leave a reader wondering.
    if (QLocale().language() != QLocale::English && QLocale().language() != QLocale::C) {
        auto *note = new QLabel(tr("The rules are shown in English: they have not been translated yet."));
        note->setObjectName(QStringLiteral("rulesLanguageNote"));
        note->setWordWrap(true);
        layout->addWidget(note);
    }
    layout->addWidget(m_browser, 1);
    connect(m_books, &QComboBox::activated, this, [this](int index) { showBook(m_books->itemData(index).toString()); });
    connect(m_search, &QLineEdit::textEdited, this, [this] { find(true); });
    connect(m_search, &QLineEdit::returnPressed, this, [this] { find(false); });
    auto *next = new QShortcut(QKeySequence::FindNext, this);
    connect(next, &QShortcut::activated, this, [this] { find(false); });
    auto *focus = new QShortcut(QKeySequence::Find, this);
    connect(focus, &QShortcut::activated, m_search, [this] { m_search->setFocus(); m_search->selectAll(); });
    if (m_books->count() > 0)
        setBook(m_books->itemData(0).toString());
    resize(720, 640);
}

void RulesViewer::setBook(const QString &book)
{
    if (book == m_book)
        return;
    m_book = book;
    m_browser->setHtml(io::rulebookHtml(book));
    m_books->setCurrentIndex(m_books->findData(book));
    setWindowTitle(tr("Rules: %1").arg(io::rulebookTitle(book)));
    m_notFound->clear();
}

void RulesViewer::showBook(const QString &book)
{
    setBook(book);
    m_anchor.clear();
    m_browser->moveCursor(QTextCursor::Start);
    show();
    raise();
    activateWindow();
}

void RulesViewer::showRule(const QString &reference)
{
    const QString book = reference.section(QLatin1Char('/'), 0, 0);
    const QString anchor = reference.section(QLatin1Char('/'), 1);
    if (m_books->findData(book) < 0 || anchor.isEmpty()) {
        if (m_books->findData(book) >= 0)
            showBook(book);
        return;
    }
    setBook(book);
    m_anchor = anchor;
    show();
    raise();
    activateWindow();
    m_browser->scrollToAnchor(anchor);
    // Mark the rule's paragraph: select the block that holds the anchor.
    for (QTextBlock b = m_browser->document()->begin(); b.isValid(); b = b.next()) {
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            if (it.fragment().charFormat().anchorNames().contains(anchor)) {
                QTextCursor c(b);
                c.select(QTextCursor::BlockUnderCursor);
                m_browser->setTextCursor(c);
                m_browser->scrollToAnchor(anchor);
                return;
            }
        }
    }
}

void RulesViewer::find(bool fromStart)
{
    const QString text = m_search->text();
    if (text.isEmpty()) {
        m_notFound->clear();
        return;
    }
    if (fromStart)
        m_browser->moveCursor(QTextCursor::Start);
    bool found = m_browser->find(text);
    if (!found && !fromStart) { // wrap around to the top
        m_browser->moveCursor(QTextCursor::Start);
        found = m_browser->find(text);
    }
    m_notFound->setText(found ? QString() : tr("Not found"));
}

} // namespace rf::debugger
