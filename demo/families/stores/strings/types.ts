/** Texts of the stores family's page (issue 15): "our shops", with two maps and a parallax hero. */
export interface StoresPages {
  stores: {
    title: string;
    intro: string;
    /** The heading of the map of every shop, and the map's name for screen readers. */
    mapTitle: string;
    mapLabel: string;
    /** The link over the map to the list (the map's fallback, and a way past it). */
    toList: string;
    listTitle: string;
    /** {{opens}}, {{closes}}: Monday to Saturday. */
    hours: string;
    /** {{opens}}, {{closes}}: Sunday afternoons. */
    sunday: string;
    closedSunday: string;
    phone: string;
    /** The pin kinds, said in the list (the map's colours say them too). */
    kinds: { flagship: string; shop: string; outlet: string };
    flagshipTitle: string;
    flagshipText: string;
    flagshipMapLabel: string;
  };
}
