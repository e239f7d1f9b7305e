import { describe, expect, it } from 'vitest';
import type { StylisPlugin } from '@emotion/cache';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { rtlWhereNeeded } from '../providers/rtl-where-needed';

/** Declarations of every kind cssjanus flips, and of kinds it leaves alone. */
const DECLARATIONS = [
  'margin-left:8px',
  'padding-right:16px',
  'left:0',
  'right:auto',
  'float:left',
  'clear:right',
  'text-align:left',
  'direction:ltr',
  'direction:rtl',
  'transition:left 200ms',
  'border-left:1px solid #ccc',
  'border-right-color:red',
  'border-top-left-radius:4px',
  'margin:1px 2px 3px 4px',
  'padding:0 8px 0 calc(16px + 2px)',
  'border-width:1px 2px 3px 4px',
  'border-color:red green blue black',
  'border-style:solid none dashed dotted',
  'border-radius:4px 0 0 4px',
  'border-radius:4px',
  'box-shadow:2px 0 4px rgba(0,0,0,0.2)',
  'box-shadow:inset 1px 0 0 #fff',
  'text-shadow:1px 1px red',
  'transform:translateX(-100%)',
  'transform:translate(10px, 0) rotate(45deg)',
  'transform:rotate(180deg)',
  'background-position:20% 50%',
  'background:url(left.png) 10% 0 no-repeat',
  'background-position-x:30%',
  'cursor:e-resize',
  'cursor:nw-resize',
  'cursor:pointer',
  'margin:0 auto',
  'padding:6px 16px',
  'padding:6px 16px 8px',
  'color:#1f5f7a',
  'font-family:"Noto Sans Arabic Variable",Tahoma',
  'inset-inline-start:8px',
  'margin-inline-end:16px',
  'user-select:none',
];

const rulesFor = (declaration: string) => [
  `.a{${declaration};}`,
  `.a{color:red;${declaration};&:hover{${declaration};}}`,
  `@media (min-width:600px){.a{${declaration};}}`,
  `@keyframes k{from{${declaration};}to{opacity:1;}}`,
];

const flip = (css: string, plugin: StylisPlugin) =>
  serialize(compile(css), middleware([prefixer, plugin, stringify]));

describe('rtlWhereNeeded', () => {
  it('writes every rule as stylis-plugin-rtl does', () => {
    for (const css of DECLARATIONS.flatMap(rulesFor)) {
      expect(flip(css, rtlWhereNeeded), css).toBe(flip(css, rtlPlugin as unknown as StylisPlugin));
    }
  });

  it('flips what names a side', () => {
    expect(flip('.a{margin-left:8px;padding:1px 2px 3px 4px;}', rtlWhereNeeded)).toBe(
      '.a{margin-right:8px;padding:1px 4px 3px 2px;}',
    );
  });
});
