import type { agentMcpStrings as english } from "../en-US/agent-mcp-servers.ts";
import type { Translation } from "../translation-shape.ts";

/** Japanese for the workspace's MCP servers page. */
export const agentMcpStrings: Translation<typeof english> = {
  agentMcp: {
    nav: "MCP サーバー",
    title: "MCP サーバー",
    description: "エージェントが Model Context Protocol で利用できるツールを持つサーバーです。",
    add: "サーバーを追加",
    loadFailed: "MCP サーバーを読み込めませんでした",
    empty: {
      title: "MCP サーバーはまだありません",
      text: "サーバーの URL を追加し、エージェントの「ツール」タブで選ぶと、そのツールを使えるようになります。先にワークスペース管理者がエージェント設定で MCP サーバーを許可する必要があります。",
    },
    list: {
      name: "名前",
      address: "アドレス",
      agents: "エージェント",
      actions: "操作",
      tools: "ツール",
      delete: "削除",
      deleteLabel: "{{name}} を削除",
      secretAddress: "アドレスはシークレットに保存",
    },
    transports: {
      STREAMABLE_HTTP: "Streamable HTTP",
      SSE: "SSE",
    },
    policies: {
      require_approval_all: "ツールを呼ぶたびに通話相手に確認",
      require_approval_per_tool: "ツールごとに決める",
      auto_approve_all: "すべてのツールを確認なしで実行",
    },
    states: {
      up_to_date: "承認済み",
      needs_review: "承認後に変更あり",
      not_approved: "未承認",
    },
    addDialog: {
      title: "MCP サーバーを追加",
      submit: "サーバーを追加",
      failed: "サーバーを追加できませんでした",
      optIn:
        "MCP のオプトインが必要です: 先にワークスペース管理者がエージェント設定で MCP サーバーを許可してください。",
      name: "名前",
      url: "URL",
      urlHint: "https://(暗号化なしの http は運用者が許可したホストのみ)。",
      transport: "トランスポート",
      policy: "ツールの承認",
      secretToken: "シークレットトークン",
      secretTokenHint: "Bearer トークンとして送るワークスペースのシークレット。",
      noSecret: "なし",
    },
    tools: {
      title: "{{name}} のツール",
      loadFailed: "ツールを読み込めませんでした",
      unreachable: "サーバーに接続できませんでした",
      none: "このサーバーにはツールがありません。",
      autoApprove: "確認なしで実行",
      changeFailed: "変更を保存できませんでした",
    },
    delete: {
      title: "{{name}} を削除しますか?",
      text: "エージェントはこのサーバーのツールを使えなくなります。",
      confirm: "削除",
      force: "エージェントから外して削除",
      deleted: "{{name}} を削除しました",
      failed: "サーバーを削除できませんでした",
    },
  },
};
