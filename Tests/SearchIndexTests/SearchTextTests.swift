import Testing

@testable import SearchIndex

@Suite struct SearchTextTests {
    @Test func caseAndLatinDiacriticsAreFolded() {
        #expect(SearchText.terms("Paul Erdős") == ["paul", "erdos"])
        #expect(SearchText.terms("ÉCOLE, Ça va") == ["ecole", "ca", "va"])
        #expect(SearchText.terms("Ｍetropolis ﬁlm") == ["metropolis", "film"])
    }

    @Test func wordsAreRunsOfLettersAndDigits() {
        #expect(SearchText.terms("  2001: A Space—Odyssey! ") == ["2001", "a", "space", "odyssey"])
        #expect(SearchText.terms("") == [])
        #expect(SearchText.terms("--- !!! ...") == [])
    }

    @Test func textWithoutSpacesGivesOverlappingPairs() {
        #expect(SearchText.terms("宇宙の話") == ["宇宙", "宙の", "の話"])
        #expect(SearchText.terms("東京 2020") == ["東京", "2020"])
        #expect(SearchText.terms("猫") == ["猫"])
        #expect(SearchText.terms("Tokyo物語") == ["tokyo", "物語"])
    }

    @Test func kanaKeepTheirVoicedMarks() {
        #expect(SearchText.terms("ガラス") == ["ガラ", "ラス"])
        #expect(SearchText.terms("ｶﾞﾗｽ") == ["ガラ", "ラス"])
    }

    @Test func cyrillicDiacriticsFoldLikeLatinOnes() {
        #expect(SearchText.terms("Достоевский") == ["достоевскии"])
    }

    @Test func marksOutsideTheFoldedBlocksStayInTheirWords() {
        #expect(SearchText.terms("नमस्ते दुनिया") == ["नमस्ते", "दुनिया"])
    }

    @Test func theASCIIShortcutGivesWhatTheFullRulesGive() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZq09 -_.,'\"!?:;/\\()[]{}<>@#$%^&*+=|~`\t\n")
        for _ in 0..<500 {
            let text = String((0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(SearchText.asciiTerms(text) == SearchText.foldedTerms(text), "\(text.debugDescription)")
        }
        #expect(SearchText.asciiTerms("café") == nil)
    }
}
