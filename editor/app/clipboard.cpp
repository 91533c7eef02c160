// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/clipboard.h"

#include "io/boardfile.h"

#include <QMimeData>

namespace rf::editor {

QMimeData *fragmentToMimeData(const model::Board &fragment)
{
    auto *data = new QMimeData;
    const QByteArray json = io::boardToJson(model::Course(fragment));
    data->setData(QString::fromLatin1(kFragmentMimeType), json);
    data->setText(QString::fromUtf8(json));
    return data;
}

std::optional<model::Board> fragmentFromMimeData(const QMimeData *data)
{
    if (!data)
        return std::nullopt;
    QByteArray json = data->data(QString::fromLatin1(kFragmentMimeType));
    if (json.isEmpty() && data->hasText() && data->text().contains(QLatin1String(io::kBoardFormatName)))
        json = data->text().toUtf8();
    if (json.isEmpty())
        return std::nullopt;
    auto course = io::parseBoardJson(json, QStringLiteral("clipboard"));
    if (!course || course->placements().empty())
        return std::nullopt;
    return course->placements().front().board;
}

} // namespace rf::editor
