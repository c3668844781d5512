import HTTPTypes

/// The page a person sees for a page address that cannot be shown (an unknown feature, story or device, a busy
/// server): the status, the problem in words, and a way back to the index.
struct ErrorPage {
    let status: HTTPResponse.Status
    let message: String

    var html: String {
        let body = """
            <header><p><a href="/">Catalog</a></p></header>
            <main id="error">
            <h1>\(status.code) \(HTML.escape(status.reasonPhrase))</h1>
            <p class="problem">\(HTML.escape(message))</p>
            <p><a href="/">Back to the index of features and stories</a></p>
            </main>

            """
        return HTML.page(title: "\(status.code) · Catalog", body: body)
    }
}
