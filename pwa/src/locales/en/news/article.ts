/** Namespace 'news', the article page's own texts: loaded with its chunk (features/news/article.i18n.ts), not on the first visit. */
export default {
  article: {
    bodyNotOnPhone: 'The rest of this article is not on this phone yet — connect once to read it',
  },
};
