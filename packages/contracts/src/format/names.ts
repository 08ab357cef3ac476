/** The parts of a user record a name is made of. */
export interface PersonNameParts {
  first_name: string;
  last_name: string;
}

/** First and last name as one line ('' when the user has neither). */
export function personName(user: PersonNameParts): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

/** How a user is named to others: their name, or their username when they have none. */
export function displayName(user: PersonNameParts & { username: string }): string {
  return personName(user) || user.username;
}

/** Up to two capital letters of a name's first words, for an avatar without a photo. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
