import { Link } from 'react-router-dom';
import { commentSegments } from '../comment-text';

/**
 * A comment's text, as text: React escapes it, addresses of this service open in the app, any other address stays
 * plain text. Never HTML, whatever the comment holds.
 */
export function CommentBody({ body }: { body: string }) {
  return (
    <>
      {commentSegments(body, window.location.host).map((segment, i) =>
        segment.kind === 'link' ? (
          <Link key={i} to={segment.path}>
            {segment.text}
          </Link>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
