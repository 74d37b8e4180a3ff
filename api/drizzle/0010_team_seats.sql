-- Hand-written (issue 23, review H1): a team member is a seat of the owner's account, never a paid
-- account of its own. Before this, removing a member left their own account SIMPLE_USER with nothing
-- paid: a free, fully active expert. Such accounts (active experts with no active subscription, a
-- legacy PayPal one included, and no accepted team membership) now must pay, as an expert at
-- registration step 3. Paying experts, legacy PayPal ones and current members are untouched; the
-- users trigger of 0004 takes their guests out of the directory in the same statement.
UPDATE users u SET status = 3, updated_at = now()
WHERE u.role = 0 AND u.status = 1
  AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id AND s.status = 'active')
  AND NOT EXISTS (
    SELECT 1 FROM team_members t WHERE t.member_user_id = u.id AND t.accepted_at IS NOT NULL
  );
