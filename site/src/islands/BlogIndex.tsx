// An island: the blog's posts, with search, categories and more on request, and its newsletter box.
import { BlogIndex as PostIndex, CoverArt, type BlogPost as CardPost } from '@clipnest/ui';
import { blogPage, blogPosts, popularCategories, type BlogPost } from '../content/blog';
import Subscribe from './Subscribe';

/** A post as the package's cards take it: the author's name, and its art drawn from the content's spec. */
function toCardPost(post: BlogPost): CardPost {
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    date: post.date,
    readTime: post.readTime,
    author: post.author.name,
    categories: post.categories,
    featured: post.featured,
    image: <CoverArt pattern={post.image.pattern} hue={post.image.hue} seed={post.id} />,
  };
}

const postHref = (post: { id: string }) => `/blog/${post.id}`;

const cardPosts = blogPosts.map(toCardPost);

export default function BlogIndex() {
  const { newsletter } = blogPage;
  return (
    <PostIndex
      items={cardPosts}
      categories={blogPage.categories}
      getPostHref={postHref}
      pageSize={blogPage.pageSize}
      popularCategories={popularCategories}
      rssHref={blogPage.rss.path}
      labels={{
        latest: blogPage.latestHeading,
        search: blogPage.searchLabel,
        clearSearch: blogPage.clearSearchLabel,
        category: blogPage.categoryLabel,
        allCategories: blogPage.allCategories,
        resultCount: blogPage.resultCount,
        loadMore: blogPage.loadMore,
        noResults: blogPage.noResults,
        noResultsHint: blogPage.noResultsHint,
        clearFilters: blogPage.clearFilters,
        popularCategories: blogPage.popularCategoriesHeading,
        rss: blogPage.rss.label,
        featured: blogPage.featuredLabel,
      }}
      newsletter={<Subscribe list="newsletter" copy={newsletter} headingLevel={2} />}
    />
  );
}
