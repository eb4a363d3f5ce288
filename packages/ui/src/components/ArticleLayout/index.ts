export {
  ArticleLayout,
  defaultArticleLayoutLabels,
  type ArticleBlock,
  type ArticleCodeBlock,
  type ArticleHeadingBlock,
  type ArticleLayoutLabels,
  type ArticleLayoutProps,
  type ArticleLink,
  type ArticleListBlock,
  type ArticleParagraphBlock,
  type ArticleQuoteBlock,
} from './ArticleLayout';
