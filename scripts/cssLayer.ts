/**
 * The bundle's CSS in one cascade layer (issue 10 §6; docs/architecture.md §9): every stylesheet
 * of `src/` and `widgets/` is wrapped in `@layer vitrine { … }`, so any rule of the shop's own
 * theme that is not in a layer wins over the widgets' rules, whatever their specificity or
 * order. A theme that wants its element rules (a, img, button) below the widgets declares its
 * layers first: `@layer base, vitrine;` (the demo's theme does).
 */
import type { Plugin } from 'postcss';

export const LAYER = 'vitrine';

const ours = /[\\/](src|widgets)[\\/][^\\/].*\.css$/;

export function cssLayer(name = LAYER): Plugin {
  return {
    postcssPlugin: 'vitrine-css-layer',
    Once(root, { AtRule }) {
      const file = root.source?.input.file ?? '';
      if (!ours.test(file) || root.nodes.length === 0) return;
      const layer = new AtRule({ name: 'layer', params: name });
      layer.append(root.nodes);
      root.append(layer);
    },
  };
}
