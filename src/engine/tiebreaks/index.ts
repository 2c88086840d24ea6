/**
 * Every tie-break family, one file each. Importing a family registers its definitions and
 * presets; add a new family file here.
 */
import "./counts";
import "./buchholz";
import "./sonneborn";
import "./koya";
import "./direct-encounter";
import "./ratings";
import "./wargame";
import "./uschess";
import "./presets-chess";
import "./go";
import "../team/tiebreaks";
