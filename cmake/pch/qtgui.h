// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Precompiled for the targets that use Qt Gui (cmake/RallyForgeBuildSpeed.cmake).
#pragma once

#include "qtcore.h"

#include <QColor>
#include <QImage>
#include <QPainter>
#include <QPen>
#include <QPointF>
#include <QRectF>
