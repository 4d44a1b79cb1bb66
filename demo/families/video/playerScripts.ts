/**
 * The local stand-ins of the two video services' API scripts (issue 15: this machine has no
 * internet). They keep the real APIs' shape (`YT.Player` with playVideo/pauseVideo/stopVideo/
 * destroy and `onStateChange`, `onYouTubeIframeAPIReady`; `Vimeo.Player` with promises and
 * `on`), made on an existing iframe, and talk to the local player page by postMessage as the
 * services' embeds do. YouTube's defines its player a moment after the script ran, as the real
 * one (which loads a second script) does: the widget's 100 ms polling is exercised.
 */
export const YOUTUBE_API = `(function () {
  var queue = [];
  function Player(element, options) {
    var self = this;
    self.iframe = typeof element === 'string' ? document.getElementById(element) : element;
    self.events = (options && options.events) || {};
    self.state = -1;
    self.ready = false;
    self.onMessage = function (event) {
      if (!self.iframe || event.source !== self.iframe.contentWindow) return;
      var data;
      try { data = JSON.parse(event.data); } catch (e) { return; }
      if (data.event === 'onReady' && !self.ready) {
        self.ready = true;
        clearInterval(self.listening);
        if (self.events.onReady) self.events.onReady({ target: self });
      } else if (data.event === 'onStateChange') {
        self.state = data.info;
        if (self.events.onStateChange) self.events.onStateChange({ target: self, data: data.info });
      }
    };
    window.addEventListener('message', self.onMessage);
    // As the real API, say "listening" until the embed answers.
    self.listening = setInterval(function () { self.send('listening'); }, 100);
  }
  Player.prototype.send = function (event, func) {
    var target = this.iframe && this.iframe.contentWindow;
    if (target) target.postMessage(JSON.stringify({ event: event, func: func, args: [] }), '*');
  };
  Player.prototype.playVideo = function () { this.send('command', 'playVideo'); };
  Player.prototype.pauseVideo = function () { this.send('command', 'pauseVideo'); };
  Player.prototype.stopVideo = function () { this.send('command', 'stopVideo'); };
  Player.prototype.getPlayerState = function () { return this.state; };
  Player.prototype.getIframe = function () { return this.iframe; };
  Player.prototype.destroy = function () {
    clearInterval(this.listening);
    window.removeEventListener('message', this.onMessage);
    if (this.iframe) this.iframe.remove();
    this.iframe = null;
  };
  window.YT = window.YT || { loading: 1, loaded: 0 };
  setTimeout(function () {
    window.YT.Player = Player;
    window.YT.PlayerState = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };
    window.YT.loaded = 1;
    if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
  }, 150);
})();
`;

export const VIMEO_API = `(function () {
  function Player(element) {
    var self = this;
    self.iframe = typeof element === 'string' ? document.getElementById(element) : element;
    self.listeners = {};
    self.readyPromise = new Promise(function (resolve) { self.resolveReady = resolve; });
    self.onMessage = function (event) {
      if (!self.iframe || event.source !== self.iframe.contentWindow) return;
      var data;
      try { data = typeof event.data === 'string' ? JSON.parse(event.data) : event.data; } catch (e) { return; }
      if (data.event === 'ready') { clearInterval(self.ping); self.resolveReady(); return; }
      (self.listeners[data.event] || []).forEach(function (callback) { callback(data.data || {}); });
    };
    window.addEventListener('message', self.onMessage);
    self.ping = setInterval(function () { self.send('ping'); }, 100);
  }
  Player.prototype.send = function (method, value) {
    var target = this.iframe && this.iframe.contentWindow;
    if (target) target.postMessage(JSON.stringify({ method: method, value: value }), '*');
  };
  Player.prototype.ready = function () { return this.readyPromise; };
  Player.prototype.on = function (name, callback) {
    (this.listeners[name] = this.listeners[name] || []).push(callback);
    this.send('addEventListener', name);
  };
  Player.prototype.off = function (name) { delete this.listeners[name]; };
  Player.prototype.play = function () {
    var self = this;
    return self.readyPromise.then(function () { self.send('play'); });
  };
  Player.prototype.pause = function () {
    var self = this;
    return self.readyPromise.then(function () { self.send('pause'); });
  };
  Player.prototype.destroy = function () {
    clearInterval(this.ping);
    window.removeEventListener('message', this.onMessage);
    if (this.iframe) this.iframe.remove();
    this.iframe = null;
    return Promise.resolve();
  };
  window.Vimeo = window.Vimeo || {};
  window.Vimeo.Player = Player;
})();
`;

/**
 * The local player page's script: plays the demo's generated video, obeys the commands of its
 * service's protocol and reports playing / paused / ended to the page that embeds it; it also
 * tells the demo's own pages (a BroadcastChannel, what the end-to-end tests listen to) and says
 * "unloaded" when the embed is taken away.
 */
export const EMBED_SCRIPT = `(function () {
  var root = document.documentElement;
  var service = root.dataset.service;
  var id = root.dataset.videoId;
  var video = document.querySelector('video');
  var params = new URLSearchParams(location.search);
  var origin = params.get('origin') || (document.referrer ? new URL(document.referrer).origin : location.origin);
  var channel = 'BroadcastChannel' in window ? new BroadcastChannel('vitrine-demo-video') : null;
  var told = false;
  function tell(message) { if (parent !== window) parent.postMessage(JSON.stringify(message), origin); }
  function report(state) {
    root.dataset.state = state;
    if (channel) channel.postMessage({ service: service, id: id, state: state });
    if (service === 'youtube') tell({ event: 'onStateChange', info: { ended: 0, playing: 1, paused: 2 }[state] });
    else tell({ event: { ended: 'ended', playing: 'playing', paused: 'pause' }[state], data: { seconds: video.currentTime } });
  }
  video.addEventListener('playing', function () { report('playing'); });
  video.addEventListener('pause', function () { if (!video.ended) report('paused'); });
  video.addEventListener('ended', function () { report('ended'); });
  window.addEventListener('pagehide', function () {
    if (channel) channel.postMessage({ service: service, id: id, state: 'unloaded' });
  });
  function play() { video.play().catch(function () {}); }
  window.addEventListener('message', function (event) {
    if (event.source !== parent) return;
    var data;
    try { data = typeof event.data === 'string' ? JSON.parse(event.data) : event.data; } catch (e) { return; }
    if (service === 'youtube') {
      if (data.event === 'listening' && !told) { told = true; tell({ event: 'onReady' }); }
      if (data.event !== 'command') return;
      if (data.func === 'playVideo') play();
      if (data.func === 'pauseVideo') video.pause();
      if (data.func === 'stopVideo') { video.pause(); video.currentTime = 0; }
    } else {
      if (data.method === 'ping' && !told) { told = true; tell({ event: 'ready' }); }
      if (data.method === 'play') play();
      if (data.method === 'pause') video.pause();
    }
  });
  if (params.get('autoplay') === '1') play();
})();
`;
