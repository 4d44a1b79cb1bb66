/**
 * The demo's `videoServices` page setting (decision 043): the video modal's services point at
 * the video family's local stand-ins, since this machine has no internet. A real CMS leaves the
 * key out (the real YouTube and Vimeo addresses) or names its own.
 */
export function videoServicesSetting(base: string) {
  const video = `${base}demo/video`;
  return {
    videoServices: {
      youtube: {
        apiScript: `${video}/youtube/iframe_api.js`,
        embedUrl: `${video}/youtube/embed/{id}`,
        watchUrl: `${video}/youtube/embed/{id}`,
      },
      vimeo: {
        apiScript: `${video}/vimeo/player.js`,
        embedUrl: `${video}/vimeo/video/{id}`,
        watchUrl: `${video}/vimeo/video/{id}`,
      },
    },
  };
}
