import FeatureKit
import ScreenRendering

/// Escaping for text and attribute values in the server's pages.
enum HTML {
    /// `text` with `& < > " '` escaped.
    static func escape(_ text: String) -> String {
        MarkupText.escape(text)
    }

    /// A whole page around `body`.
    static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <link rel="stylesheet" href="/app.css">
        <link rel="icon" href="/favicon.svg" type="image/svg+xml">
        </head>
        <body>
        \(body)
        <script src="/app.js"></script>
        </body>
        </html>

        """
    }
}
