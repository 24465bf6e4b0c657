import { avatarHue } from '../../../../core/rules/profile';

/**
 * A player's picture (photo or built-in avatar), or the initial of their name on a coloured disc. With `userId`
 * the disc takes that player's own colour (core's avatarHue), so guests, who share the initial of 'Player 4821',
 * still look apart on a leaderboard.
 */
export function Avatar({ src, nick, size = 72, userId }: { src: string | null; nick: string | null; size?: number; userId?: number }) {
  const style = { width: size, height: size };
  if (src) return <img className="profile-avatar" src={src} alt="" width={size} height={size} style={style} />;
  const hue = userId === undefined ? null : avatarHue(userId);
  const colours = hue === null ? {} : { background: `hsl(${hue} 70% 90%)`, color: `hsl(${hue} 60% 30%)` };
  return (
    <span className="profile-avatar profile-avatar--initial" aria-hidden="true" data-hue={hue ?? undefined} style={{ ...style, ...colours, fontSize: size / 2.4 }}>
      {(nick || '?').slice(0, 1).toUpperCase()}
    </span>
  );
}
