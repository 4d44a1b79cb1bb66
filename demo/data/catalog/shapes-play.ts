/** Illustrations for sports, tyres & car and toys (600×600 space, centred on 300,300). */
import type { Shape } from './kind';
import { mix } from './svg-colour';
import { circle, type Draw, ellipse, line, METAL, path, RUBBER, rect, ring } from './svg-parts';

/** Racket strings clipped to the head ellipse (centre 300,220, radii 125×155). */
const racketStrings = (): string => {
  const parts: string[] = [];
  for (let offset = -100; offset <= 100; offset += 25) {
    const half = Math.round(155 * Math.sqrt(1 - (offset / 125) ** 2));
    parts.push(`M${300 + offset} ${220 - half}V${220 + half}`);
  }
  for (let offset = -125; offset <= 125; offset += 25) {
    const half = Math.round(125 * Math.sqrt(1 - (offset / 155) ** 2));
    parts.push(`M${300 - half} ${220 + offset}H${300 + half}`);
  }
  return parts.join('');
};

const studs = (y: number, xs: readonly number[], fill: string): string =>
  xs.map((x) => rect(x - 16, y - 14, 32, 18, 6, fill)).join('');

export const playShapes: Partial<Record<Shape, Draw>> = {
  ball: (p) =>
    circle(300, 300, 170, p.a) +
    line('M300 238V130M359 281L462 248M336 350L400 438M264 350L200 438M241 281L138 248', p.d, 6) +
    path('M300 238L359 281L336 350L264 350L241 281Z', p.b),
  basketball: (p) =>
    circle(300, 300, 170, p.a) +
    line(
      'M130 300H470M300 130V470M180 180C240 240 240 360 180 420M420 180C360 240 360 360 420 420',
      p.d,
      8,
    ),
  mat: (p) =>
    rect(170, 200, 290, 110, 55, p.a) +
    path('M120 440L400 440L470 320L190 320Z', p.a) +
    circle(415, 255, 55, p.b) +
    ring(415, 255, 32, p.a, 12) +
    rect(250, 200, 24, 110, 0, p.c),
  racket: (p) =>
    rect(286, 380, 28, 100, 10, p.b) +
    rect(281, 460, 38, 80, 12, p.c) +
    path('M300 340L262 400H338Z', p.a) +
    ellipse(300, 220, 125, 155, mix(p.a, '#ffffff', 0.85)) +
    line(racketStrings(), '#9aa0a6', 3) +
    `<ellipse cx="300" cy="220" rx="125" ry="155" fill="none" stroke="${p.a}" ` +
    'stroke-width="22" stroke-opacity="1"/>',
  dumbbell: (p) =>
    rect(150, 288, 300, 24, 8, METAL) +
    rect(180, 210, 40, 180, 10, p.a) +
    rect(225, 230, 30, 140, 8, p.b) +
    rect(380, 210, 40, 180, 10, p.a) +
    rect(345, 230, 30, 140, 8, p.b) +
    rect(265, 282, 70, 36, 10, p.c),
  bottle: (p) =>
    rect(255, 115, 90, 70, 16, p.b) +
    rect(272, 178, 56, 20, 0, p.c) +
    rect(225, 192, 150, 300, 44, p.a) +
    rect(225, 300, 150, 60, 0, p.c) +
    line('M252 230V280M252 380V450', mix(p.a, '#ffffff', 0.45), 10),
  tyre: (p) =>
    circle(300, 300, 205, RUBBER) +
    ring(300, 300, 192, '#3c3e44', 20, '16 10') +
    circle(300, 300, 150, '#303136') +
    circle(300, 300, 112, METAL) +
    [0, 72, 144, 216, 288]
      .map(
        (angle) =>
          `<rect x="289" y="196" width="22" height="104" rx="8" fill="${p.a}" ` +
          `transform="rotate(${angle} 300 300)"/>`,
      )
      .join('') +
    circle(300, 300, 28, p.a) +
    circle(300, 300, 10, RUBBER),
  wiper: (p) =>
    line('M110 480L350 220', p.b, 20) +
    line('M130 470Q320 230 520 130', '#2a2d33', 36) +
    line('M136 462Q322 232 512 138', p.a, 12) +
    rect(318, 222, 44, 30, 8, p.c) +
    circle(110, 480, 30, p.b),
  carMat: (p) =>
    path('M190 130H410L445 455C447 475 432 490 412 490H188C168 490 153 475 155 455Z', p.a) +
    line('M202 200H398M200 250H400M198 300H402M196 350H404', mix(p.a, '#000000', 0.3), 12) +
    rect(205, 400, 190, 60, 12, p.b),
  phoneHolder: (p) =>
    rect(282, 380, 36, 70, 8, p.a) +
    ellipse(300, 470, 90, 24, p.b) +
    line('M218 205V345M382 205V345', p.a, 22) +
    rect(230, 130, 140, 260, 24, '#22252a') +
    rect(243, 150, 114, 215, 12, p.c),
  bear: (p) =>
    circle(215, 170, 42, p.a) +
    circle(385, 170, 42, p.a) +
    circle(215, 170, 20, p.c) +
    circle(385, 170, 20, p.c) +
    ellipse(300, 400, 130, 115, p.a) +
    ellipse(300, 410, 70, 60, p.c) +
    circle(300, 230, 105, p.a) +
    ellipse(300, 265, 45, 34, p.c) +
    circle(260, 215, 10, p.d) +
    circle(340, 215, 10, p.d) +
    ellipse(300, 252, 14, 10, p.d) +
    path('M300 335L250 310V360ZM300 335L350 310V360Z', p.b),
  blocks: (p) =>
    studs(350, [172, 258], p.a) +
    studs(350, [342, 428], p.b) +
    rect(130, 350, 170, 130, 12, p.a) +
    rect(300, 350, 170, 130, 12, p.b) +
    studs(220, [257, 343], p.c) +
    rect(215, 220, 170, 130, 12, p.c),
  toyCar: (p) =>
    path(
      'M120 390V330C120 310 140 298 162 298H215L268 232H392L445 298H478' +
        'C498 298 510 314 510 334V390Z',
      p.a,
    ) +
    path('M282 248H330V298H235ZM346 248H385L425 298H346Z', p.c) +
    circle(200, 392, 42, RUBBER) +
    circle(200, 392, 18, p.b) +
    circle(420, 392, 42, RUBBER) +
    circle(420, 392, 18, p.b) +
    rect(484, 318, 22, 18, 6, '#ffd86b'),
  puzzle: (p) =>
    path('M110 120H180V160C200 150 222 166 222 186C222 206 200 222 180 212V250H110Z', p.b) +
    path(
      'M170 230H260C250 190 275 170 300 170C325 170 350 190 340 230H430V310' +
        'C470 300 490 325 490 350C490 375 470 400 430 390V470H170Z',
      p.a,
    ) +
    circle(300, 350, 34, p.c),
  train: (p) =>
    rect(240, 285, 160, 115, 40, p.b) +
    rect(345, 228, 34, 62, 6, p.c) +
    rect(130, 220, 110, 180, 10, p.a) +
    rect(118, 204, 134, 26, 8, p.b) +
    rect(155, 250, 60, 55, 8, '#fffdf7') +
    rect(420, 300, 110, 90, 10, p.c) +
    circle(170, 410, 32, RUBBER) +
    circle(250, 410, 32, RUBBER) +
    circle(350, 410, 32, RUBBER) +
    circle(475, 400, 24, RUBBER),
  kite: (p) =>
    line('M300 470C270 500 330 520 300 550C280 570 320 580 300 598', p.d, 4) +
    path('M290 512l-22-12v24zM310 512l22-12v24z', p.b) +
    path('M300 90L160 260L300 260Z', p.a) +
    path('M300 90L440 260L300 260Z', p.b) +
    path('M440 260L300 470L300 260Z', p.a) +
    path('M160 260L300 470L300 260Z', p.c) +
    line('M300 90V470M160 260H440', p.d, 5),
};
