interface PageTitleProps {
  title: string;
}

/** React 19 hoists <title> into <head>. */
export function PageTitle({ title }: PageTitleProps) {
  return <title>{`${title} · Three Act`}</title>;
}
