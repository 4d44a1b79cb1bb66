/** Illustrations for shoes, clothing, bags and watches (600×600 space, centred on 300,300). */
import type { Shape } from './kind';
import { mix } from './svg-colour';
import { circle, type Draw, line, METAL, type Palette, path, rect, ring } from './svg-parts';

const shortSleeves =
  'M210 140L255 120Q300 160 345 120L390 140L475 215L430 270L400 245V480H200V245L170 270L125 215Z';
const longSleeves =
  'M210 140L255 120Q300 160 345 120L390 140L470 330L428 346L400 262V480H200V262L172 346L130 330Z';

const watchStrap = (p: Palette): string =>
  rect(250, 80, 100, 440, 36, p.a) + line('M262 140H338M262 460H338', p.b, 6);

export const wearShapes: Partial<Record<Shape, Draw>> = {
  shoe: (p) =>
    path(
      'M110 395C100 320 110 262 140 246C182 262 222 258 252 240' +
        'C292 300 342 330 422 342C482 350 512 370 512 395Z',
      p.a,
    ) +
    path('M112 330C108 290 118 258 140 247L160 330Z', p.c) +
    line('M190 372Q300 354 420 314', p.b, 20) +
    line('M282 282l34-16M302 302l34-16M322 320l34-16', p.c, 9) +
    rect(100, 392, 424, 40, 18, p.l),
  boot: (p) =>
    path('M160 430V150H300V300C340 320 410 332 456 350C492 366 494 400 486 430Z', p.a) +
    rect(160, 150, 140, 42, 8, p.b) +
    line('M300 220H268M300 258H268M300 296H268', p.c, 10) +
    rect(148, 424, 350, 40, 14, p.d),
  tshirt: (p) =>
    path(shortSleeves, p.a) +
    rect(200, 322, 200, 40, 0, p.b) +
    line('M255 122Q300 162 345 122', p.c, 14),
  shirt: (p) =>
    path(longSleeves, p.a) +
    path('M255 120L300 175L280 205L238 150ZM345 120L300 175L320 205L362 150Z', p.c) +
    rect(330, 230, 44, 50, 4, p.b) +
    circle(300, 230, 7, p.b) +
    circle(300, 300, 7, p.b) +
    circle(300, 370, 7, p.b) +
    circle(300, 440, 7, p.b),
  sweater: (p) =>
    path(longSleeves, p.a) +
    rect(200, 290, 200, 30, 0, p.b) +
    rect(200, 340, 200, 30, 0, p.c) +
    rect(200, 452, 200, 28, 0, p.b) +
    line('M255 122Q300 162 345 122', p.b, 14),
  jacket: (p) =>
    path(longSleeves, p.a) +
    path('M245 118Q300 178 355 118L345 98Q300 142 255 98Z', p.b) +
    line('M300 152V480', p.c, 8) +
    line('M225 380H270M330 380H375', p.b, 8) +
    rect(200, 452, 200, 28, 0, p.b),
  cap: (p) =>
    path('M170 340C170 200 430 200 430 340Z', p.a) +
    path('M400 330C460 322 530 332 532 352C534 372 440 376 392 352Z', p.b) +
    line('M300 214V338M238 238Q256 290 250 338M362 238Q344 290 350 338', p.b, 4) +
    rect(170, 326, 240, 22, 8, p.c) +
    circle(300, 212, 13, p.c),
  scarf: (p) =>
    path('M200 130H300L330 450H230Z', p.a) +
    path('M300 180H400L350 470H250Z', mix(p.a, '#000000', 0.12)) +
    line('M204 190H304M208 250H308M316 240H390M312 300H382', p.b, 16) +
    line('M240 456v40M262 456v40M284 456v40M306 456v40M326 456v40', p.c, 5),
  backpack: (p) =>
    line('M255 175C255 115 345 115 345 175', p.d, 16) +
    rect(175, 165, 250, 310, 64, p.a) +
    line('M230 190V300M370 190V300', p.b, 10) +
    rect(210, 320, 180, 125, 30, p.b) +
    line('M236 348H364', p.c, 8),
  handbag: (p) =>
    line('M225 265C225 150 375 150 375 265', p.b, 18) +
    path('M160 265H440L472 465H128Z', p.a) +
    path('M160 265H440L420 340H180Z', p.b) +
    circle(300, 340, 16, p.c),
  suitcase: (p) =>
    line('M265 165V125H335V165', p.d, 14) +
    rect(185, 160, 230, 300, 32, p.a) +
    line('M245 186V434M300 186V434M355 186V434', p.b, 10) +
    rect(185, 282, 230, 30, 0, p.c) +
    circle(222, 478, 18, p.d) +
    circle(378, 478, 18, p.d),
  wallet: (p) =>
    rect(140, 200, 320, 210, 26, p.a) +
    path('M140 240H460V330Q460 345 440 345H160Q140 345 140 330Z', p.b) +
    rect(380, 270, 80, 60, 14, p.c) +
    circle(415, 300, 10, p.l) +
    line('M170 380H320', p.c, 6, '10 8'),
  watch: (p) =>
    watchStrap(p) +
    rect(408, 285, 22, 30, 6, mix(p.a, METAL, 0.6)) +
    circle(300, 300, 112, mix(p.a, METAL, 0.6)) +
    circle(300, 300, 92, '#fbfbf8') +
    ring(300, 300, 78, p.d, 10, '3 37.84') +
    line('M300 300V236M300 300L346 322', p.d, 8) +
    circle(300, 300, 8, p.c),
  smartwatch: (p) =>
    watchStrap(p) +
    rect(380, 270, 20, 40, 6, '#2a2d33') +
    rect(212, 192, 176, 216, 42, '#2a2d33') +
    rect(230, 210, 140, 180, 28, '#0e1116') +
    ring(300, 300, 52, p.a, 12, '230 400') +
    ring(300, 300, 32, p.c, 10, '120 400'),
};
