/**
 * The blog (spec 001 §2 "blog list with up/down scrolling between posts", "ticker slider"):
 * a ticker of short news lines, then the posts as a plain list of anchors that the
 * blog-scroller widget enhances with previous/next buttons and keys.
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { POSTS } from './storiesData';
import { longDate, photoImage } from './storyParts';
import { strings } from './strings';

function ticker(ctx: PageContext) {
  const text = strings[ctx.culture].pages.blog;
  return html`<section class="news-ticker" data-widget="ticker" data-speed="50" aria-labelledby="news-ticker-title">
    <h2 id="news-ticker-title" class="news-ticker__title">${text.tickerTitle}</h2>
    <button type="button" class="button news-ticker__toggle" data-ticker-toggle hidden>${text.tickerPause}</button>
    <ul class="news-ticker__list" data-ticker-list>
      ${text.ticker.map((line) => html`<li>${line}</li>`)}
    </ul>
  </section>`;
}

export function blogPage(ctx: PageContext) {
  const text = strings[ctx.culture].pages;
  const root = cultureRoot(ctx);
  const posts = POSTS.map((post) => {
    const words = text.posts[post.slug];
    return html`<li>
      <article class="blog-post" id="${post.slug}" aria-labelledby="${post.slug}-title">
        <div class="blog-post__photo">${photoImage(ctx, post.hero)}</div>
        <div class="blog-post__text">
          <p class="blog-post__date"><time datetime="${post.date}">${longDate(ctx, post.date)}</time></p>
          <h2 id="${post.slug}-title">${words.title}</h2>
          <p>${words.summary}</p>
          <p><a href="${root}stories/${post.slug}">${text.blog.readStory}<span class="visually-hidden"> : ${words.title}</span></a></p>
        </div>
      </article>
    </li>`;
  });
  const body = html`<section class="content-page blog-page">
    <h1>${text.blog.title}</h1>
    <p class="lead">${text.blog.intro}</p>
    ${ticker(ctx)}
    <nav class="blog-toc" aria-label="${text.blog.tocLabel}">
      <ol>${POSTS.map((post) => html`<li><a href="#${post.slug}">${text.posts[post.slug].title}</a></li>`)}</ol>
    </nav>
    <div class="blog-scroller" data-widget="blog-scroller" data-offset="56">
      <div class="blog-controls" data-blog-controls hidden>
        <button type="button" class="button" data-blog-step="-1"><span aria-hidden="true">↑</span> ${text.blog.previous}</button>
        <button type="button" class="button" data-blog-step="1">${text.blog.next} <span aria-hidden="true">↓</span></button>
      </div>
      <p class="blog-hint" data-blog-controls hidden>${text.blog.keysHint}</p>
      <ol class="blog-list">${posts}</ol>
    </div>
  </section>`;
  return layout(ctx, { title: text.blog.title, body });
}
