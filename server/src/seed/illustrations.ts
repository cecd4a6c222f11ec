// Demo pictures drawn by the project itself (DECISIONS "Brand and data": no downloads at run
// time, no photos of real people). Each scene is plain SVG in the school palette, varied by
// a seeded random generator so that two pictures of one theme differ but every run of the
// seed draws the same thing.
import sharp from 'sharp';

export const PALETTE = {
  navy: '#0b2545',
  blue: '#13315c',
  steel: '#134074',
  teal: '#1b998b',
  gold: '#f4b942',
  sky: '#8da9c4',
  paper: '#eef4ed',
} as const;

export type Theme =
  | 'campus'
  | 'classroom'
  | 'ceremony'
  | 'conference'
  | 'tech'
  | 'network'
  | 'agri'
  | 'finance'
  | 'energy'
  | 'logistics'
  | 'people'
  | 'library'
  | 'portrait';

export type PictureFormat = 'wide' | 'card' | 'portrait';
export const PICTURE_SIZES: Record<PictureFormat, { width: number; height: number }> = {
  wide: { width: 1600, height: 900 },
  card: { width: 1200, height: 800 },
  portrait: { width: 800, height: 1000 },
};

export interface PictureSpec {
  theme: Theme;
  format: PictureFormat;
  /**
   * What the picture shows. It varies the drawing but is not drawn: cards crop a picture to
   * their own proportions (a wide cover in a square, a portrait in a banner), which cut a
   * corner label to "romotion 2026"; the page shows the real title anyway.
   */
  caption: string;
  /** Varies the drawing between pictures of one theme. */
  variant?: number;
}

type Rand = () => number;

function mulberry32(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const between = (r: Rand, min: number, max: number) => min + r() * (max - min);
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const f = (n: number) => n.toFixed(1);

/** Head-and-shoulders seen from behind or as a faceless silhouette. */
function figure(x: number, y: number, scale: number, fill: string, opacity = 1) {
  const s = scale;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${s.toFixed(3)})" fill="${fill}" opacity="${opacity}">` +
    `<circle cx="0" cy="-62" r="30"/>` +
    `<path d="M-58 40 C-58 -10 -36 -26 0 -26 C36 -26 58 -10 58 40 Z"/>` +
    `</g>`
  );
}

function gear(cx: number, cy: number, r: number, teeth: number, fill: string, stroke: string) {
  const pts: string[] = [];
  const steps = teeth * 4;
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    const outer = i % 4 === 1 || i % 4 === 2;
    const rr = outer ? r : r * 0.82;
    pts.push(`${f(cx + rr * Math.cos(a))},${f(cy + rr * Math.sin(a))}`);
  }
  return (
    `<polygon points="${pts.join(' ')}" fill="${fill}" stroke="${stroke}" stroke-width="4" stroke-linejoin="round"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.3)}" fill="${PALETTE.navy}" stroke="${stroke}" stroke-width="4"/>`
  );
}

// Every theme draws in a 1200 x 800 box; the outer SVG crops it to the picture's format.
const scenes: Record<Exclude<Theme, 'portrait'>, (r: Rand) => string> = {
  campus(r) {
    const { navy, blue, teal, gold, sky, paper } = PALETTE;
    let s = `<circle cx="${f(between(r, 820, 980))}" cy="230" r="190" fill="${gold}" opacity="0.14"/>`;
    s += `<circle cx="${f(between(r, 840, 960))}" cy="240" r="105" fill="${gold}" opacity="0.85"/>`;
    for (let x = -20; x < 1220; ) {
      const w = between(r, 70, 150);
      const h = between(r, 150, 330);
      s += `<rect x="${f(x)}" y="${f(620 - h)}" width="${f(w)}" height="${f(h)}" fill="${blue}" opacity="0.85"/>`;
      for (let wy = 620 - h + 18; wy < 600; wy += 28)
        for (let wx = x + 12; wx < x + w - 16; wx += 22)
          if (r() > 0.35) s += `<rect x="${f(wx)}" y="${f(wy)}" width="10" height="14" fill="${sky}" opacity="0.25"/>`;
      x += w + between(r, 4, 20);
    }
    s += `<rect x="370" y="400" width="460" height="220" fill="${navy}"/>`;
    s += `<polygon points="350,400 600,300 850,400" fill="${navy}" stroke="${gold}" stroke-width="5"/>`;
    for (let i = 0; i < 6; i++) s += `<rect x="${400 + i * 76}" y="420" width="22" height="170" fill="${paper}" opacity="0.8"/>`;
    s += `<rect x="350" y="590" width="500" height="14" fill="${paper}" opacity="0.55"/><rect x="330" y="604" width="540" height="16" fill="${paper}" opacity="0.4"/>`;
    for (const px of [between(r, 90, 200), between(r, 1000, 1120)]) {
      s += `<path d="M${f(px)} 630 C${f(px + 10)} 560 ${f(px - 6)} 500 ${f(px + 18)} 430" stroke="${navy}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
      for (let k = 0; k < 6; k++) {
        const a = -160 + k * 32 + between(r, -6, 6);
        s += `<path d="M0 0 C40 -30 90 -20 130 20 C90 0 40 0 0 0 Z" fill="${k % 2 ? teal : navy}" transform="translate(${f(px + 18)} 430) rotate(${f(a + 90)})"/>`;
      }
    }
    s += `<rect x="0" y="620" width="1200" height="180" fill="${teal}" opacity="0.55"/>`;
    for (let i = 0; i < 6; i++) {
      const y = 650 + i * 24;
      const o = between(r, 0, 120);
      s += `<path d="M${f(-o)} ${y} q60 -12 120 0 t120 0 t120 0 t120 0 t120 0 t120 0 t120 0 t120 0 t120 0 t120 0 t120 0" stroke="${paper}" stroke-width="3" fill="none" opacity="0.18"/>`;
    }
    return s;
  },

  classroom(r) {
    const { navy, blue, teal, gold, sky, paper } = PALETTE;
    let s = `<rect x="250" y="100" width="700" height="330" rx="14" fill="${paper}" opacity="0.93" stroke="${gold}" stroke-width="8"/>`;
    const pts = Array.from({ length: 7 }, (_, i) => `${330 + i * 45},${f(360 - i * 22 - between(r, 0, 40))}`);
    s += `<polyline points="${pts.join(' ')}" fill="none" stroke="${teal}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
    for (let i = 0; i < 5; i++)
      s += `<rect x="680" y="${150 + i * 42}" width="${f(between(r, 120, 220))}" height="14" rx="7" fill="${navy}" opacity="0.3"/>`;
    s += `<circle cx="${f(between(r, 600, 640))}" cy="190" r="44" fill="none" stroke="${gold}" stroke-width="12" stroke-dasharray="180 120"/>`;
    s += figure(1030, 450, 1.5, gold);
    s += `<rect x="990" y="456" width="80" height="120" rx="10" fill="${gold}"/>`;
    const rows = [
      { y: 560, scale: 0.95, fill: sky, opacity: 0.55 },
      { y: 660, scale: 1.15, fill: blue, opacity: 1 },
      { y: 790, scale: 1.45, fill: navy, opacity: 1 },
    ];
    for (const row of rows) {
      s += `<rect x="0" y="${row.y - 8}" width="1200" height="${f(22 * row.scale)}" fill="${navy}" opacity="0.35"/>`;
      for (let x = between(r, 40, 110); x < 1200; x += 150 * row.scale + between(r, 0, 40))
        s += figure(x, row.y, row.scale, row.fill, row.opacity);
    }
    return s;
  },

  ceremony(r) {
    const { navy, blue, teal, gold, sky, paper } = PALETTE;
    let s = `<path d="M120 800 C120 380 1080 380 1080 800" fill="none" stroke="${gold}" stroke-width="10" opacity="0.6"/>`;
    s += `<path d="M220 800 C220 470 980 470 980 800" fill="none" stroke="${paper}" stroke-width="4" opacity="0.25"/>`;
    for (let i = 0; i < 70; i++) {
      const c = pick(r, [gold, teal, paper, sky]);
      s += `<rect x="${f(between(r, 0, 1200))}" y="${f(between(r, 0, 700))}" width="${f(between(r, 6, 14))}" height="${f(between(r, 12, 26))}" fill="${c}" opacity="${between(r, 0.5, 0.9).toFixed(2)}" transform="rotate(${f(between(r, 0, 180))} 600 400)"/>`;
    }
    for (let i = 0; i < 7; i++) {
      const x = 140 + i * 150 + between(r, -30, 30);
      const y = between(r, 120, 480);
      const a = between(r, -35, 35);
      const sc = between(r, 0.7, 1.25);
      s +=
        `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a)}) scale(${sc.toFixed(2)})">` +
        `<path d="M-40 8 L-40 42 C-20 56 20 56 40 42 L40 8 Z" fill="${blue}"/>` +
        `<polygon points="-90,0 0,-38 90,0 0,38" fill="${navy}" stroke="${gold}" stroke-width="3"/>` +
        `<path d="M0 0 L64 18 L64 62" stroke="${gold}" stroke-width="4" fill="none"/><circle cx="64" cy="66" r="8" fill="${gold}"/>` +
        `</g>`;
    }
    s += `<rect x="380" y="640" width="440" height="60" fill="${navy}"/><rect x="330" y="700" width="540" height="100" fill="${blue}"/>`;
    s += `<rect x="380" y="640" width="440" height="8" fill="${gold}"/>`;
    return s;
  },

  conference(r) {
    const { navy, blue, teal, gold, sky, paper } = PALETTE;
    let s = '';
    for (const x of [200, 600, 1000])
      s += `<polygon points="${x - 30},0 ${x + 30},0 ${x + 220},800 ${x - 220},800" fill="${paper}" opacity="0.05"/>`;
    s += `<rect x="290" y="80" width="620" height="330" rx="10" fill="${navy}" stroke="${sky}" stroke-width="6"/>`;
    const bars = 6;
    for (let i = 0; i < bars; i++) {
      const h = 50 + i * 30 + between(r, -20, 30);
      s += `<rect x="${340 + i * 88}" y="${f(380 - h)}" width="56" height="${f(h)}" rx="4" fill="${i % 2 ? teal : gold}"/>`;
    }
    s += `<polyline points="${Array.from({ length: bars }, (_, i) => `${368 + i * 88},${f(300 - i * 34 - between(r, 0, 20))}`).join(' ')}" fill="none" stroke="${paper}" stroke-width="5"/>`;
    s += `<rect x="0" y="470" width="1200" height="70" fill="${blue}"/><rect x="0" y="470" width="1200" height="6" fill="${gold}" opacity="0.7"/>`;
    s += figure(960, 440, 1.1, paper, 0.9);
    s += `<polygon points="910,420 1010,420 995,520 925,520" fill="${teal}"/>`;
    for (let row = 0; row < 3; row++) {
      const y = 640 + row * 75;
      const sc = 0.9 + row * 0.25;
      for (let x = between(r, 10, 70) - row * 20; x < 1230; x += 95 * sc + between(r, 0, 20))
        s += figure(x, y, sc, row === 2 ? navy : row === 1 ? blue : PALETTE.steel);
    }
    return s;
  },

  tech(r) {
    const { navy, teal, gold, sky, paper } = PALETTE;
    let s = '';
    for (let i = 0; i < 16; i++) {
      let x = pick(r, [0, 1200]);
      let y = between(r, 40, 760);
      const pts = [`${f(x)},${f(y)}`];
      for (let k = 0; k < 3; k++) {
        if (k % 2 === 0) x = x === 0 || x < 600 ? x + between(r, 80, 260) : x - between(r, 80, 260);
        else y += between(r, -120, 120);
        pts.push(`${f(x)},${f(y)}`);
      }
      s += `<polyline points="${pts.join(' ')}" fill="none" stroke="${i % 3 ? teal : sky}" stroke-width="4" opacity="0.6"/>`;
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="9" fill="${gold}"/>`;
    }
    s += `<rect x="370" y="200" width="460" height="300" rx="18" fill="${navy}" stroke="${sky}" stroke-width="8"/>`;
    for (let i = 0; i < 7; i++) {
      const indent = pick(r, [0, 0, 30, 60]);
      s += `<rect x="${410 + indent}" y="${236 + i * 34}" width="${f(between(r, 80, 300 - indent))}" height="14" rx="7" fill="${pick(r, [teal, gold, paper, sky])}" opacity="0.85"/>`;
    }
    s += `<path d="M320 520 L880 520 L920 572 L280 572 Z" fill="${sky}"/><rect x="540" y="532" width="120" height="10" rx="5" fill="${navy}" opacity="0.5"/>`;
    // A code mark "</>" above the laptop. Drawn as two chevrons at the picture's edges, on a
    // card it read as a slider's arrows that did nothing when tapped (review of 2026-11-26).
    const mark = `fill="none" stroke="${gold}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"`;
    s += `<polyline points="545,80 505,120 545,160" ${mark}/><line x1="620" y1="72" x2="580" y2="168" ${mark}/><polyline points="655,80 695,120 655,160" ${mark}/>`;
    return s;
  },

  network(r) {
    const { navy, teal, gold, sky, paper } = PALETTE;
    let s = `<circle cx="800" cy="400" r="300" fill="none" stroke="${sky}" stroke-width="3" opacity="0.35"/>`;
    for (const rx of [100, 200, 280]) s += `<ellipse cx="800" cy="400" rx="${rx}" ry="300" fill="none" stroke="${sky}" stroke-width="2" opacity="0.25"/>`;
    for (const dy of [-200, -100, 0, 100, 200]) {
      const half = Math.sqrt(300 * 300 - dy * dy);
      s += `<line x1="${f(800 - half)}" y1="${400 + dy}" x2="${f(800 + half)}" y2="${400 + dy}" stroke="${sky}" stroke-width="2" opacity="0.25"/>`;
    }
    const nodes = Array.from({ length: 14 }, () => [between(r, 520, 1120), between(r, 120, 700)] as const);
    nodes.forEach(([x, y], i) => {
      const [nx, ny] = nodes[(i + 1) % nodes.length];
      const [mx, my] = nodes[(i + 5) % nodes.length];
      s += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(nx)}" y2="${f(ny)}" stroke="${teal}" stroke-width="3" opacity="0.7"/>`;
      if (i % 3 === 0) s += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(mx)}" y2="${f(my)}" stroke="${gold}" stroke-width="2" opacity="0.5"/>`;
    });
    for (const [x, y] of nodes) s += `<circle cx="${f(x)}" cy="${f(y)}" r="12" fill="${teal}" stroke="${gold}" stroke-width="4"/>`;
    s += `<path d="M300 160 L210 720 M300 160 L390 720" stroke="${paper}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
    for (let y = 260; y < 720; y += 90) {
      const half = ((y - 160) / 560) * 90;
      s += `<line x1="${f(300 - half)}" y1="${y}" x2="${f(300 + half)}" y2="${y + 90 > 720 ? y : y + 90}" stroke="${paper}" stroke-width="5" opacity="0.7"/>`;
    }
    for (const rad of [50, 90, 130])
      s += `<path d="M${300 - rad} ${160 - rad * 0.2} A${rad} ${rad} 0 0 1 ${300 + rad} ${160 - rad * 0.2}" fill="none" stroke="${gold}" stroke-width="7" stroke-linecap="round" opacity="${(1.1 - rad / 200).toFixed(2)}"/>`;
    s += `<circle cx="300" cy="160" r="16" fill="${gold}"/><rect x="160" y="720" width="280" height="30" rx="6" fill="${navy}"/>`;
    return s;
  },

  agri(r) {
    const { navy, blue, teal, gold, paper } = PALETTE;
    let s = `<circle cx="${f(between(r, 250, 950))}" cy="200" r="210" fill="${gold}" opacity="0.14"/>`;
    s += `<circle cx="${f(between(r, 880, 960))}" cy="190" r="90" fill="${gold}" opacity="0.9"/>`;
    s += `<path d="M0 430 C250 ${f(between(r, 330, 390))} 500 450 760 400 S1100 ${f(between(r, 340, 380))} 1200 390 L1200 800 L0 800 Z" fill="${teal}" opacity="0.75"/>`;
    s += `<path d="M0 520 C300 470 520 560 820 500 S1120 470 1200 500 L1200 800 L0 800 Z" fill="${blue}"/>`;
    for (let i = -8; i <= 8; i++)
      s += `<line x1="${600 + i * 40}" y1="520" x2="${600 + i * 190}" y2="800" stroke="${gold}" stroke-width="5" opacity="0.28"/>`;
    s += `<path d="M0 690 C300 650 700 720 1200 660 L1200 800 L0 800 Z" fill="${navy}"/>`;
    const px = between(r, 180, 300);
    s += `<path d="M${f(px)} 790 C${f(px - 10)} 700 ${f(px + 10)} 640 ${f(px)} 560" stroke="${teal}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
    for (const [dy, side] of [[620, -1], [680, 1], [590, 1], [720, -1]] as const)
      s += `<path d="M0 0 C30 -40 90 -50 140 -30 C100 10 40 20 0 0 Z" fill="${side > 0 ? teal : gold}" transform="translate(${f(px)} ${dy}) scale(${side} 1)"/>`;
    s += `<path d="M${f(px)} 560 C${f(px - 20)} 520 ${f(px + 20)} 500 ${f(px)} 470 C${f(px + 30)} 500 ${f(px + 20)} 530 ${f(px)} 560 Z" fill="${paper}" opacity="0.8"/>`;
    return s;
  },

  finance(r) {
    const { navy, blue, teal, gold, sky, paper } = PALETTE;
    let s = '';
    for (let y = 120; y < 700; y += 80) s += `<line x1="80" y1="${y}" x2="1120" y2="${y}" stroke="${sky}" stroke-width="1.5" opacity="0.25"/>`;
    const heights: number[] = [];
    for (let i = 0; i < 8; i++) {
      const h = 90 + i * 52 + between(r, -30, 30);
      heights.push(h);
      s += `<rect x="${420 + i * 80}" y="${f(680 - h)}" width="52" height="${f(h)}" rx="5" fill="${i % 2 ? teal : blue}" stroke="${sky}" stroke-width="2" stroke-opacity="0.4"/>`;
    }
    const line = heights.map((h, i) => `${446 + i * 80},${f(640 - h - 30)}`);
    s += `<polyline points="${line.join(' ')}" fill="none" stroke="${gold}" stroke-width="7" stroke-linejoin="round"/>`;
    for (const p of line) {
      const [x, y] = p.split(',');
      s += `<circle cx="${x}" cy="${y}" r="9" fill="${paper}" stroke="${gold}" stroke-width="4"/>`;
    }
    for (const [cx, n] of [[150, 7], [270, 10]] as const)
      for (let k = 0; k < n; k++)
        s += `<ellipse cx="${cx}" cy="${680 - k * 20}" rx="56" ry="18" fill="${gold}" stroke="${navy}" stroke-width="3"/>`;
    s += `<circle cx="250" cy="220" r="90" fill="${navy}" stroke="${sky}" stroke-width="4"/>`;
    s += `<path d="M250 220 L250 130 A90 90 0 0 1 ${f(250 + 90 * Math.sin(2.2))} ${f(220 - 90 * Math.cos(2.2))} Z" fill="${gold}"/>`;
    s += `<path d="M250 220 L${f(250 + 90 * Math.sin(2.2))} ${f(220 - 90 * Math.cos(2.2))} A90 90 0 0 1 ${f(250 + 90 * Math.sin(3.6))} ${f(220 - 90 * Math.cos(3.6))} Z" fill="${teal}"/>`;
    return s;
  },

  energy(r) {
    const { navy, blue, teal, gold, sky } = PALETTE;
    let s = gear(330, 420, 170, 12, blue, sky) + gear(560, 250, 110, 9, teal, sky) + gear(930, 520, 140, 10, blue, gold);
    s += `<polygon points="700,90 560,420 670,420 600,720 820,330 700,330 790,90" fill="${gold}" stroke="${navy}" stroke-width="6" stroke-linejoin="round"/>`;
    for (const x of [80, 1120]) s += `<path d="M${x} 800 L${x} 560 M${x - 40} 580 L${x + 40} 580" stroke="${sky}" stroke-width="8" opacity="0.6"/>`;
    s += `<path d="M80 580 Q600 ${f(between(r, 680, 740))} 1120 580" stroke="${sky}" stroke-width="3" fill="none" opacity="0.5"/>`;
    return s;
  },

  logistics(r) {
    const { navy, blue, teal, gold, sky, paper } = PALETTE;
    let s = `<path d="M120 700 C300 560 480 690 640 560 S980 420 1080 300" stroke="${paper}" stroke-width="6" stroke-dasharray="4 22" stroke-linecap="round" fill="none" opacity="0.7"/>`;
    s += `<path d="M1080 300 C1040 240 1040 190 1080 160 C1120 190 1120 240 1080 300 Z" fill="${gold}"/><circle cx="1080" cy="205" r="14" fill="${navy}"/>`;
    const colors = [teal, gold, blue, sky];
    for (let row = 0; row < 3; row++)
      for (let col = 0; col < 4 - row; col++) {
        const x = 160 + col * 150 + row * 75;
        const y = 420 - row * 90;
        const c = pick(r, colors);
        s += `<rect x="${x}" y="${y}" width="146" height="86" fill="${c}" stroke="${navy}" stroke-width="4"/>`;
        for (let k = 1; k < 7; k++) s += `<line x1="${x + k * 21}" y1="${y + 8}" x2="${x + k * 21}" y2="${y + 78}" stroke="${navy}" stroke-width="3" opacity="0.35"/>`;
      }
    s += `<path d="M800 40 L800 520 M800 60 L1060 60 M800 140 L880 60" stroke="${gold}" stroke-width="10" fill="none"/><line x1="1000" y1="60" x2="1000" y2="160" stroke="${paper}" stroke-width="3"/>`;
    s += `<rect x="700" y="560" width="300" height="120" rx="8" fill="${paper}"/><path d="M1000 600 L1090 600 L1130 650 L1130 680 L1000 680 Z" fill="${gold}"/>`;
    for (const x of [760, 940, 1080]) s += `<circle cx="${x}" cy="690" r="26" fill="${navy}" stroke="${sky}" stroke-width="6"/>`;
    return s;
  },

  people(r) {
    const { navy, blue, teal, gold, sky, paper } = PALETTE;
    let s = '';
    const fills = [teal, gold, sky, paper, PALETTE.steel];
    const count = 4 + Math.floor(r() * 3);
    const lead = Math.floor(r() * count);
    for (let i = 0; i < count; i++) {
      const x = ((i + 0.5) * 1200) / count + between(r, -20, 20);
      const sc = i === lead ? 2.3 : between(r, 1.5, 2);
      s += figure(x, i === lead ? 700 : 730, sc, fills[(i + Math.floor(r() * 3)) % fills.length], i === lead ? 1 : 0.9);
    }
    for (let i = 0; i < 3; i++) {
      const x = 160 + i * 340 + between(r, -30, 30);
      const y = 110 + between(r, 0, 90);
      s += `<path d="M${f(x)} ${f(y)} h220 a18 18 0 0 1 18 18 v90 a18 18 0 0 1 -18 18 h-150 l-40 36 l6 -36 h-36 a18 18 0 0 1 -18 -18 v-90 a18 18 0 0 1 18 -18 Z" fill="${i === 1 ? gold : navy}" stroke="${i === 1 ? navy : sky}" stroke-width="4"/>`;
      for (let k = 0; k < 3; k++)
        s += `<rect x="${f(x + 10)}" y="${f(y + 28 + k * 28)}" width="${f(between(r, 100, 190))}" height="12" rx="6" fill="${i === 1 ? navy : paper}" opacity="0.6"/>`;
    }
    s += `<rect x="0" y="780" width="1200" height="20" fill="${blue}"/>`;
    return s;
  },

  library(r) {
    const { navy, blue, teal, gold, sky, paper } = PALETTE;
    let s = '';
    for (const y of [230, 440, 650]) {
      for (let x = 90; x < 1100; ) {
        const w = between(r, 26, 52);
        const h = between(r, 110, 180);
        const lean = r() > 0.93 ? 8 : 0;
        s += `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" rx="3" fill="${pick(r, [teal, gold, sky, blue, paper, PALETTE.steel])}" stroke="${navy}" stroke-width="3" transform="rotate(${lean} ${f(x + w)} ${y})"/>`;
        x += w + (r() > 0.85 ? between(r, 30, 80) : 2);
      }
      s += `<rect x="60" y="${y}" width="1080" height="18" fill="${navy}"/>`;
    }
    s += `<path d="M600 760 C520 720 420 720 360 750 L360 700 C420 670 520 670 600 710 C680 670 780 670 840 700 L840 750 C780 720 680 720 600 760 Z" fill="${paper}" stroke="${gold}" stroke-width="5"/>`;
    return s;
  },
};

function portrait(r: Rand) {
  const { navy, blue, teal, gold, sky, paper } = PALETTE;
  let s = '';
  for (const [rad, c, o] of [[360, teal, 0.35], [280, gold, 0.5], [200, sky, 0.3]] as const)
    s += `<circle cx="400" cy="430" r="${rad}" fill="none" stroke="${c}" stroke-width="${rad > 300 ? 3 : 6}" opacity="${o}"/>`;
  s += `<circle cx="${f(between(r, 560, 640))}" cy="180" r="60" fill="${gold}" opacity="0.85"/>`;
  s += `<path d="M100 1000 C100 760 220 660 400 660 C580 660 700 760 700 1000 Z" fill="${navy}"/>`;
  s += `<path d="M340 664 L400 800 L460 664 Z" fill="${paper}"/><path d="M388 700 L400 690 L412 700 L406 860 L400 872 L394 860 Z" fill="${gold}"/>`;
  s += `<rect x="360" y="560" width="80" height="110" rx="30" fill="${blue}"/>`;
  s += `<ellipse cx="400" cy="460" rx="128" ry="158" fill="${blue}"/>`;
  s += `<path d="M280 420 C290 320 350 292 400 292 C460 292 516 322 522 420 C500 370 450 350 400 350 C350 350 300 370 280 420 Z" fill="${navy}"/>`;
  return s;
}

const UNFLIPPABLE = new Set<Theme>(['portrait', 'classroom', 'conference', 'finance']);

/** The SVG source of a picture (exported for tests and for drawing the video's frames). */
export function pictureSvg(spec: PictureSpec): string {
  const { width, height } = PICTURE_SIZES[spec.format];
  const r = mulberry32(hash(`${spec.theme}:${spec.variant ?? 0}:${spec.caption}`));
  const { navy, blue, steel, teal, gold, paper } = PALETTE;
  const [from, to] = pick(r, [
    [navy, blue],
    [navy, steel],
    [blue, teal],
    [navy, teal],
  ] as const);
  const angle = Math.floor(between(r, 0, 4)) * 45;
  const box = spec.theme === 'portrait' ? '0 0 800 1000' : '0 0 1200 800';
  // Mirroring half of the scenes makes two drawings of one theme read as different pictures;
  // never those with charts, which would then show a fall.
  const flip = !UNFLIPPABLE.has(spec.theme) && r() < 0.5;
  const scene = spec.theme === 'portrait' ? portrait(r) : scenes[spec.theme](r);
  const body = flip ? `<g transform="translate(1200 0) scale(-1 1)">${scene}</g>` : scene;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>` +
    `<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.75" cy="0.2" r="0.7"><stop offset="0" stop-color="${gold}" stop-opacity="0.22"/><stop offset="1" stop-color="${gold}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="${navy}" stop-opacity="0"/><stop offset="1" stop-color="${navy}" stop-opacity="0.65"/></linearGradient>` +
    `<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="${paper}" opacity="0.07"/></pattern>` +
    `</defs>` +
    `<rect width="100%" height="100%" fill="url(#bg)"/><rect width="100%" height="100%" fill="url(#glow)"/><rect width="100%" height="100%" fill="url(#dots)"/>` +
    `<svg x="0" y="0" width="${width}" height="${height}" viewBox="${box}" preserveAspectRatio="xMidYMid slice">${body}</svg>` +
    `<rect width="100%" height="100%" fill="url(#shade)"/>` +
    `</svg>`
  );
}

/** A JPEG of the picture, ready for the image pipeline (which re-encodes it and makes variants). */
export function renderPicture(spec: PictureSpec): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(spec))).jpeg({ quality: 92 }).toBuffer();
}

/**
 * The drawing behind server/seed-assets/campus-tour.mp4 (see make-campus-tour.sh): the seed
 * uses it as the video's poster, so the thumbnail matches the first frame.
 */
export const CAMPUS_TOUR_FRAME: PictureSpec = { theme: 'campus', format: 'wide', caption: '', variant: 7 };
