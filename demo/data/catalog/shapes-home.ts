/** Illustrations for home & kitchen and garden (600×600 space, centred on 300,300). */
import type { Shape } from './kind';
import { mix } from './svg-colour';
import { circle, type Draw, ellipse, line, METAL, path, rect, ring, WOOD } from './svg-parts';

const GREEN = '#4f8f4a';

export const homeShapes: Partial<Record<Shape, Draw>> = {
  pan: (p) =>
    rect(390, 285, 180, 32, 16, p.b) +
    circle(255, 300, 160, p.a) +
    circle(255, 300, 130, '#2b2d31') +
    line('M165 255A95 95 0 0 1 230 190', '#4a4d54', 12),
  saucepan: (p) =>
    rect(440, 248, 130, 26, 13, p.b) +
    path('M178 232C178 170 422 170 422 232Z', mix(p.a, '#ffffff', 0.25)) +
    circle(300, 172, 16, p.b) +
    rect(150, 228, 300, 28, 12, p.c) +
    rect(165, 255, 270, 195, 26, p.a) +
    rect(165, 300, 270, 20, 0, p.b),
  mug: (p) =>
    line('M385 250C462 250 462 390 385 390', p.a, 30) +
    rect(190, 190, 200, 260, 26, p.a) +
    rect(190, 262, 200, 34, 0, p.b) +
    line('M250 160C235 130 265 115 250 85M320 160C305 130 335 115 320 85', '#c6ccd4', 8),
  plate: (p) =>
    circle(300, 300, 200, p.a) +
    ring(300, 300, 170, p.b, 10, '18 12') +
    circle(300, 300, 138, p.c) +
    ring(300, 300, 110, mix(p.c, '#000000', 0.08), 4),
  teapot: (p) =>
    path('M420 330C480 320 500 250 530 225L545 240C520 290 500 370 430 390Z', p.a) +
    line('M178 275C108 275 108 395 182 395', p.b, 22) +
    ellipse(300, 340, 150, 120, p.a) +
    path('M215 242C215 190 385 190 385 242Z', p.b) +
    circle(300, 192, 16, p.c) +
    line('M180 345H420', p.c, 14, '2 22'),
  pouch: (p) =>
    path('M185 180H415L440 475H160Z', p.a) +
    rect(185, 150, 230, 42, 8, p.b) +
    rect(220, 262, 160, 134, 14, '#fffdf7') +
    ellipse(300, 329, 30, 42, p.c) +
    line('M300 292C286 316 314 342 300 366', p.a, 6),
  spade: (p) =>
    rect(287, 108, 26, 230, 8, WOOD) +
    rect(240, 80, 120, 34, 16, p.a) +
    path('M232 350H368V430C368 485 300 515 300 515C300 515 232 485 232 430Z', METAL) +
    rect(276, 322, 48, 36, 6, p.b),
  shears: (p) =>
    path('M292 318L452 120C468 104 492 124 478 140L312 330Z', METAL) +
    path('M308 318L148 120C132 104 108 124 122 140L288 330Z', mix(METAL, '#000000', 0.15)) +
    path('M290 325C250 360 200 420 215 470C230 505 285 480 298 420Z', p.a) +
    path('M310 325C350 360 400 420 385 470C370 505 315 480 302 420Z', p.b) +
    circle(300, 322, 14, p.c),
  rake: (p) =>
    line('M300 110V380', WOOD, 24) +
    rect(284, 80, 32, 40, 12, p.a) +
    rect(170, 372, 260, 30, 10, p.a) +
    line(
      'M185 402v70M215 402v70M245 402v70M275 402v70M325 402v70M355 402v70M385 402v70M415 402v70',
      METAL,
      10,
    ),
  wateringCan: (p) =>
    path('M380 300L505 195L522 212L392 345Z', p.a) +
    circle(516, 202, 24, p.b) +
    line('M215 250C215 150 345 150 345 250', p.b, 20) +
    path('M180 250H390L378 455H192Z', p.a) +
    line('M186 305H386', p.c, 18),
  hose: (p) =>
    circle(300, 300, 178, p.b) +
    ring(300, 300, 142, p.a, 28) +
    ring(300, 300, 106, p.a, 28) +
    ring(300, 300, 70, p.a, 28) +
    circle(300, 300, 30, p.c) +
    line('M442 310C500 340 520 400 482 456', p.a, 24) +
    rect(462, 450, 40, 44, 8, p.c),
  plant: (p) =>
    path('M300 385C240 340 226 282 246 248C278 276 300 330 300 385Z', GREEN) +
    path('M300 385C360 340 374 282 354 248C322 276 300 330 300 385Z', GREEN) +
    line('M240 380L215 210M280 380L270 190M320 380L330 190M360 380L385 210', '#5d8a4e', 6) +
    line(
      'M222 262L210 172M274 242L267 156M327 242L334 156M380 262L393 172',
      '#8b6fc9',
      18,
      '12 6',
    ) +
    path('M215 380H385L365 500H235Z', p.a) +
    rect(205, 366, 190, 30, 8, p.b),
};
