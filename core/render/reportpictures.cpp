// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/reportpictures.h"

#include "render/reportoptions.h"
#include "render/steppainter.h"
#include "text/words.h"

#include <QBuffer>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace rf::render::report {

QByteArray pngBytes(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

namespace {

// QSvgGenerator's document without its prolog, root element, title and description, with
// every id (and reference to one) prefixed so that many pictures can share one page.
QByteArray svgBody(QByteArray doc, const QString &ids)
{
    const qsizetype open = doc.indexOf("<svg");
    const qsizetype bodyStart = doc.indexOf('>', open) + 1;
    const qsizetype bodyEnd = doc.lastIndexOf("</svg>");
    QString body = QString::fromUtf8(doc.mid(bodyStart, bodyEnd - bodyStart));
    static const QRegularExpression meta(QStringLiteral("<title>[^<]*</title>|<desc>[^<]*</desc>"));
    body.remove(meta);
    // What the generator repeats on every group without effect: a group's font (its text
    // elements carry their own), identity transforms, default vector effects, empty groups and
    // blank lines. A step's picture is a third of the size without them.
    static const QRegularExpression groupFont(QStringLiteral(R"re((<g [^>]*?)\s*font-family="[^"]*" font-size="[^"]*" font-weight="[^"]*" font-style="[^"]*"\s*)re"));
    body.replace(groupFont, QStringLiteral("\\1 "));
    body.remove(QStringLiteral(" transform=\"matrix(1,0,0,1,0,0)\""));
    body.remove(QStringLiteral(" vector-effect=\"none\""));
    static const QRegularExpression emptyGroup(QStringLiteral(R"re(<g [^>]*>\s*</g>)re"));
    static const QRegularExpression emptyDefs(QStringLiteral(R"re(<defs>\s*</defs>)re"));
    body.remove(emptyGroup);
    body.remove(emptyDefs);
    static const QRegularExpression blank(QStringLiteral(R"re(\s*\n\s*)re"));
    body.replace(blank, QStringLiteral("\n"));
    static const QRegularExpression id(QStringLiteral(R"(\bid="([^"]+)\")"));
    static const QRegularExpression url(QStringLiteral(R"(url\(#([^)]+)\))"));
    static const QRegularExpression href(QStringLiteral(R"(href="#([^"]+)\")"));
    body.replace(id, QStringLiteral("id=\"%1\\1\"").arg(ids));
    body.replace(url, QStringLiteral("url(#%1\\1)").arg(ids));
    body.replace(href, QStringLiteral("href=\"#%1\\1\"").arg(ids));
    return body.trimmed().toUtf8();
}

QString causeLabel(game::DestroyCause c) { return QString::fromStdString(std::string(game::destroyCauseName(c))); }

} // namespace

Pictures::Pictures(const model::Course &course) : m_size(course.combinedSize())
{
    const int side = std::max({m_size.width, m_size.height, 1});
    m_cellPx = std::clamp(std::floor(double(kReportBoardPixels) / side), 8.0, 48.0);
    m_board = QImage(static_cast<int>(m_size.width * m_cellPx), static_cast<int>(m_size.height * m_cellPx), QImage::Format_ARGB32_Premultiplied);
    m_board.fill(Qt::white);
    QPainter p(&m_board);
    p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    RenderOptions o;
    o.cellSize = m_cellPx;
    m_renderer.paint(p, course, o);
}

QByteArray Pictures::boardDefinition() const
{
    const double w = m_size.width * kStepCell, h = m_size.height * kStepCell;
    return QStringLiteral(R"(<svg class="defs" width="0" height="0" aria-hidden="true"><defs><image id="board" x="0" y="0" width="%1" height="%2" preserveAspectRatio="none" href="data:image/png;base64,)")
               .arg(w)
               .arg(h)
               .toUtf8()
           + pngBytes(m_board).toBase64() + "\"/></defs></svg>";
}

void Pictures::paintPosition(QPainter &p, const sim::Replay &replay, int pos) const
{
    const rules::BoardIndex &board = replay.simulator().board();
    const game::Event *e = replay.eventAt(pos);
    // stateAt() may replace the state it returned before: copy the robots before the substep.
    const std::vector<game::RobotState> before = pos > 0 ? replay.stateAt(pos - 1).robots : std::vector<game::RobotState>{};
    p.setRenderHint(QPainter::Antialiasing);
    if (e)
        paintStepUnder(p, m_renderer, board, *e);
    paintRobots(p, m_renderer, board, replay.stateAt(pos).robots);
    if (e)
        paintStepOver(p, board, *e, before, &causeLabel);
}

QByteArray Pictures::stepSvg(const sim::Replay &replay, int pos, const QString &ids, const QString &label) const
{
    const QSize units(static_cast<int>(m_size.width * kStepCell), static_cast<int>(m_size.height * kStepCell));
    QByteArray doc;
    {
        QBuffer buffer(&doc);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(units);
        generator.setViewBox(QRect(QPoint(0, 0), units));
        generator.setResolution(96);
        QPainter p(&generator);
        paintPosition(p, replay, pos);
    }
    QString escaped = label.toHtmlEscaped();
    return QStringLiteral(R"(<svg class="picture" viewBox="0 0 %1 %2" role="img" aria-label="%3"><use href="#board"/>)")
               .arg(units.width())
               .arg(units.height())
               .arg(escaped)
               .toUtf8()
           + svgBody(doc, ids) + "</svg>";
}

QImage Pictures::stepImage(const sim::Replay &replay, int pos, const QString &caption) const
{
    QFont font;
    font.setPixelSize(15);
    const int width = std::max(m_board.width(), 480);
    const QFontMetrics metrics(font);
    const QRect textRect = metrics.boundingRect(QRect(0, 0, width - 20, 10000), Qt::TextWordWrap, caption);
    QImage image(width, m_board.height() + textRect.height() + 20, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    p.drawImage(0, 0, m_board);
    p.save();
    p.scale(m_cellPx / kStepCell, m_cellPx / kStepCell);
    paintPosition(p, replay, pos);
    p.restore();
    p.setFont(font);
    p.setPen(Qt::black);
    p.drawText(QRect(10, m_board.height() + 10, width - 20, textRect.height()), Qt::TextWordWrap, caption);
    return image;
}

} // namespace rf::render::report
