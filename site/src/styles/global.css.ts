import '@spotter/ui/styles/reset.css.ts';
import '@spotter/ui/theme/themes.css.ts';
