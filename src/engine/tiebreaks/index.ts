/**
 * Every tie-break family, one file each. Importing a family registers its definitions and
 * presets; add a new family file here.
 */
import "./counts";
