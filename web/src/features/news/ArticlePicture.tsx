/** An article's picture, 4:3 (its stored size), on the news list and the article page. */
export function ArticlePicture({
  url,
  className,
  lazy = false,
}: {
  url: string;
  className: string;
  lazy?: boolean;
}) {
  return (
    <img
      src={url}
      alt=""
      width={800}
      height={600}
      loading={lazy ? 'lazy' : undefined}
      className={`aspect-[4/3] bg-slate-100 object-cover ${className}`}
    />
  );
}
