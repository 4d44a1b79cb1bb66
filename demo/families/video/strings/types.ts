/** Texts of the video family's page (issue 15): two videos in modals, one per service. */
interface VideoText {
  title: string;
  text: string;
}

export interface VideoPages {
  videos: {
    title: string;
    intro: string;
    shoes: VideoText;
    care: VideoText;
    /** The link without JavaScript; contains {{service}} and {{title}}. */
    watchOn: string;
  };
}
