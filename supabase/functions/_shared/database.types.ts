export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      affiliate_clicks: {
        Row: {
          affiliate_id: string;
          clicked_at: string;
          id: number;
        };
        Insert: {
          affiliate_id: string;
          clicked_at?: string;
          id?: never;
        };
        Update: {
          affiliate_id?: string;
          clicked_at?: string;
          id?: never;
        };
        Relationships: [
          {
            foreignKeyName: 'affiliate_clicks_affiliate_id_fkey';
            columns: ['affiliate_id'];
            isOneToOne: false;
            referencedRelation: 'affiliates';
            referencedColumns: ['id'];
          },
        ];
      };
      affiliate_commissions: {
        Row: {
          affiliate_id: string;
          amount: number;
          available_at: string;
          created_at: string;
          id: string;
          order_id: string;
          payout_id: string | null;
          percent: number;
          reversed_at: string | null;
          status: string;
        };
        Insert: {
          affiliate_id: string;
          amount: number;
          available_at: string;
          created_at?: string;
          id?: string;
          order_id: string;
          payout_id?: string | null;
          percent: number;
          reversed_at?: string | null;
          status?: string;
        };
        Update: {
          affiliate_id?: string;
          amount?: number;
          available_at?: string;
          created_at?: string;
          id?: string;
          order_id?: string;
          payout_id?: string | null;
          percent?: number;
          reversed_at?: string | null;
          status?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'affiliate_commissions_affiliate_id_fkey';
            columns: ['affiliate_id'];
            isOneToOne: false;
            referencedRelation: 'affiliates';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'affiliate_commissions_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: true;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'affiliate_commissions_payout_id_fkey';
            columns: ['payout_id'];
            isOneToOne: false;
            referencedRelation: 'affiliate_payouts';
            referencedColumns: ['id'];
          },
        ];
      };
      affiliate_payouts: {
        Row: {
          affiliate_id: string;
          amount: number;
          commissions: number;
          id: string;
          note: string;
          paid_at: string;
          paid_by: string | null;
        };
        Insert: {
          affiliate_id: string;
          amount: number;
          commissions: number;
          id?: string;
          note?: string;
          paid_at?: string;
          paid_by?: string | null;
        };
        Update: {
          affiliate_id?: string;
          amount?: number;
          commissions?: number;
          id?: string;
          note?: string;
          paid_at?: string;
          paid_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'affiliate_payouts_affiliate_id_fkey';
            columns: ['affiliate_id'];
            isOneToOne: false;
            referencedRelation: 'affiliates';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'affiliate_payouts_paid_by_fkey';
            columns: ['paid_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      affiliate_products: {
        Row: {
          affiliate_id: string;
          commission_percent: number;
          product_id: string;
          product_kind: string;
        };
        Insert: {
          affiliate_id: string;
          commission_percent: number;
          product_id: string;
          product_kind: string;
        };
        Update: {
          affiliate_id?: string;
          commission_percent?: number;
          product_id?: string;
          product_kind?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'affiliate_products_affiliate_id_fkey';
            columns: ['affiliate_id'];
            isOneToOne: false;
            referencedRelation: 'affiliates';
            referencedColumns: ['id'];
          },
        ];
      };
      affiliates: {
        Row: {
          applied_at: string;
          approved_at: string | null;
          code: string;
          commission_percent: number | null;
          created_at: string;
          id: string;
          pix_key_hint: string | null;
          status: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          applied_at?: string;
          approved_at?: string | null;
          code: string;
          commission_percent?: number | null;
          created_at?: string;
          id?: string;
          pix_key_hint?: string | null;
          status?: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          applied_at?: string;
          approved_at?: string | null;
          code?: string;
          commission_percent?: number | null;
          created_at?: string;
          id?: string;
          pix_key_hint?: string | null;
          status?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'affiliates_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      assessment_attempts: {
        Row: {
          correct_count: number | null;
          course_id: string;
          deadline_at: string | null;
          domain_results: Json | null;
          id: string;
          kind: string;
          last_question_id: string | null;
          module_id: string | null;
          passed: boolean | null;
          points_earned: number | null;
          question_count: number | null;
          question_ids: string[];
          scaled_score: number | null;
          score_percent: number | null;
          started_at: string;
          submitted_at: string | null;
          user_id: string;
        };
        Insert: {
          correct_count?: number | null;
          course_id: string;
          deadline_at?: string | null;
          domain_results?: Json | null;
          id?: string;
          kind: string;
          last_question_id?: string | null;
          module_id?: string | null;
          passed?: boolean | null;
          points_earned?: number | null;
          question_count?: number | null;
          question_ids: string[];
          scaled_score?: number | null;
          score_percent?: number | null;
          started_at?: string;
          submitted_at?: string | null;
          user_id: string;
        };
        Update: {
          correct_count?: number | null;
          course_id?: string;
          deadline_at?: string | null;
          domain_results?: Json | null;
          id?: string;
          kind?: string;
          last_question_id?: string | null;
          module_id?: string | null;
          passed?: boolean | null;
          points_earned?: number | null;
          question_count?: number | null;
          question_ids?: string[];
          scaled_score?: number | null;
          score_percent?: number | null;
          started_at?: string;
          submitted_at?: string | null;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'assessment_attempts_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: false;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'assessment_attempts_module_id_fkey';
            columns: ['module_id'];
            isOneToOne: false;
            referencedRelation: 'course_modules';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'assessment_attempts_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      assessment_options: {
        Row: {
          id: string;
          is_correct: boolean;
          position: number;
          question_id: string;
          text: string;
          wrong_choice_count: number;
        };
        Insert: {
          id?: string;
          is_correct?: boolean;
          position: number;
          question_id: string;
          text: string;
          wrong_choice_count?: number;
        };
        Update: {
          id?: string;
          is_correct?: boolean;
          position?: number;
          question_id?: string;
          text?: string;
          wrong_choice_count?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'assessment_options_question_id_fkey';
            columns: ['question_id'];
            isOneToOne: false;
            referencedRelation: 'assessment_questions';
            referencedColumns: ['id'];
          },
        ];
      };
      assessment_questions: {
        Row: {
          answer_count: number;
          correct_answer_count: number;
          course_id: string;
          created_at: string;
          domain_id: string | null;
          explanation: string;
          id: string;
          kind: string;
          lesson_id: string | null;
          lesson_second: number | null;
          module_id: string | null;
          prompt: string;
          updated_at: string;
        };
        Insert: {
          answer_count?: number;
          correct_answer_count?: number;
          course_id: string;
          created_at?: string;
          domain_id?: string | null;
          explanation: string;
          id?: string;
          kind: string;
          lesson_id?: string | null;
          lesson_second?: number | null;
          module_id?: string | null;
          prompt: string;
          updated_at?: string;
        };
        Update: {
          answer_count?: number;
          correct_answer_count?: number;
          course_id?: string;
          created_at?: string;
          domain_id?: string | null;
          explanation?: string;
          id?: string;
          kind?: string;
          lesson_id?: string | null;
          lesson_second?: number | null;
          module_id?: string | null;
          prompt?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'assessment_questions_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: false;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'assessment_questions_domain_id_fkey';
            columns: ['domain_id'];
            isOneToOne: false;
            referencedRelation: 'exam_domains';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'assessment_questions_lesson_id_fkey';
            columns: ['lesson_id'];
            isOneToOne: false;
            referencedRelation: 'lessons';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'assessment_questions_module_id_fkey';
            columns: ['module_id'];
            isOneToOne: false;
            referencedRelation: 'course_modules';
            referencedColumns: ['id'];
          },
        ];
      };
      assignment_members: {
        Row: {
          assignment_id: string;
          created_at: string;
          organisation_id: string;
          reminded_due_at: string | null;
          reminded_week_before_at: string | null;
          user_id: string;
        };
        Insert: {
          assignment_id: string;
          created_at?: string;
          organisation_id: string;
          reminded_due_at?: string | null;
          reminded_week_before_at?: string | null;
          user_id: string;
        };
        Update: {
          assignment_id?: string;
          created_at?: string;
          organisation_id?: string;
          reminded_due_at?: string | null;
          reminded_week_before_at?: string | null;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'assignment_members_assignment_fkey';
            columns: ['assignment_id', 'organisation_id'];
            isOneToOne: false;
            referencedRelation: 'assignments';
            referencedColumns: ['id', 'organisation_id'];
          },
          {
            foreignKeyName: 'assignment_members_member_fkey';
            columns: ['organisation_id', 'user_id'];
            isOneToOne: false;
            referencedRelation: 'organisation_members';
            referencedColumns: ['organisation_id', 'user_id'];
          },
        ];
      };
      assignments: {
        Row: {
          course_id: string | null;
          created_at: string;
          created_by: string | null;
          due_on: string;
          everyone: boolean;
          id: string;
          organisation_id: string;
          track_id: string | null;
        };
        Insert: {
          course_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          due_on: string;
          everyone?: boolean;
          id?: string;
          organisation_id: string;
          track_id?: string | null;
        };
        Update: {
          course_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          due_on?: string;
          everyone?: boolean;
          id?: string;
          organisation_id?: string;
          track_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'assignments_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: false;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'assignments_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'assignments_organisation_id_fkey';
            columns: ['organisation_id'];
            isOneToOne: false;
            referencedRelation: 'organisations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'assignments_track_id_fkey';
            columns: ['track_id'];
            isOneToOne: false;
            referencedRelation: 'tracks';
            referencedColumns: ['id'];
          },
        ];
      };
      attempt_answers: {
        Row: {
          answered_at: string | null;
          attempt_id: string;
          flagged: boolean;
          is_correct: boolean | null;
          option_ids: string[];
          question_id: string;
        };
        Insert: {
          answered_at?: string | null;
          attempt_id: string;
          flagged?: boolean;
          is_correct?: boolean | null;
          option_ids?: string[];
          question_id: string;
        };
        Update: {
          answered_at?: string | null;
          attempt_id?: string;
          flagged?: boolean;
          is_correct?: boolean | null;
          option_ids?: string[];
          question_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'attempt_answers_attempt_id_fkey';
            columns: ['attempt_id'];
            isOneToOne: false;
            referencedRelation: 'assessment_attempts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'attempt_answers_question_id_fkey';
            columns: ['question_id'];
            isOneToOne: false;
            referencedRelation: 'assessment_questions';
            referencedColumns: ['id'];
          },
        ];
      };
      books: {
        Row: {
          author: string;
          benefits: string[];
          created_at: string;
          description: string | null;
          file_path: string | null;
          id: string;
          image_url: string | null;
          is_active: boolean;
          order_index: number;
          pages: number | null;
          price: number | null;
          purchase_url: string | null;
          rating: number | null;
          reviews: number;
          sample_url: string | null;
          subtitle: string | null;
          title: string;
          topics: string[];
        };
        Insert: {
          author: string;
          benefits: string[];
          created_at?: string;
          description?: string | null;
          file_path?: string | null;
          id?: string;
          image_url?: string | null;
          is_active?: boolean;
          order_index?: number;
          pages?: number | null;
          price?: number | null;
          purchase_url?: string | null;
          rating?: number | null;
          reviews?: number;
          sample_url?: string | null;
          subtitle?: string | null;
          title: string;
          topics: string[];
        };
        Update: {
          author?: string;
          benefits?: string[];
          created_at?: string;
          description?: string | null;
          file_path?: string | null;
          id?: string;
          image_url?: string | null;
          is_active?: boolean;
          order_index?: number;
          pages?: number | null;
          price?: number | null;
          purchase_url?: string | null;
          rating?: number | null;
          reviews?: number;
          sample_url?: string | null;
          subtitle?: string | null;
          title?: string;
          topics?: string[];
        };
        Relationships: [];
      };
      certificates: {
        Row: {
          course_id: string;
          holder_name: string;
          id: string;
          issue_reason: string | null;
          issued_at: string;
          issued_on: string;
          practice_exam_best_score: number | null;
          quiz_average_percent: number | null;
          required_exercises: boolean;
          required_practice_exam: boolean;
          required_quizzes: boolean;
          required_watching: boolean;
          revoke_reason: string | null;
          revoked_at: string | null;
          revoked_on: string | null;
          syllabus: string[];
          title: string;
          user_id: string;
          verification_code: string;
          workload_minutes: number;
        };
        Insert: {
          course_id: string;
          holder_name: string;
          id?: string;
          issue_reason?: string | null;
          issued_at?: string;
          issued_on: string;
          practice_exam_best_score?: number | null;
          quiz_average_percent?: number | null;
          required_exercises?: boolean;
          required_practice_exam?: boolean;
          required_quizzes?: boolean;
          required_watching?: boolean;
          revoke_reason?: string | null;
          revoked_at?: string | null;
          revoked_on?: string | null;
          syllabus: string[];
          title: string;
          user_id: string;
          verification_code?: string;
          workload_minutes: number;
        };
        Update: {
          course_id?: string;
          holder_name?: string;
          id?: string;
          issue_reason?: string | null;
          issued_at?: string;
          issued_on?: string;
          practice_exam_best_score?: number | null;
          quiz_average_percent?: number | null;
          required_exercises?: boolean;
          required_practice_exam?: boolean;
          required_quizzes?: boolean;
          required_watching?: boolean;
          revoke_reason?: string | null;
          revoked_at?: string | null;
          revoked_on?: string | null;
          syllabus?: string[];
          title?: string;
          user_id?: string;
          verification_code?: string;
          workload_minutes?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'certificates_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: false;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'certificates_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      consents: {
        Row: {
          accepted_at: string;
          terms_version: string;
          user_id: string;
        };
        Insert: {
          accepted_at?: string;
          terms_version: string;
          user_id: string;
        };
        Update: {
          accepted_at?: string;
          terms_version?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'consents_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      coupon_products: {
        Row: {
          coupon_id: string;
          product_id: string;
          product_kind: string;
        };
        Insert: {
          coupon_id: string;
          product_id: string;
          product_kind: string;
        };
        Update: {
          coupon_id?: string;
          product_id?: string;
          product_kind?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'coupon_products_coupon_id_fkey';
            columns: ['coupon_id'];
            isOneToOne: false;
            referencedRelation: 'coupons';
            referencedColumns: ['id'];
          },
        ];
      };
      coupons: {
        Row: {
          applies_to_all: boolean;
          code: string;
          created_at: string;
          created_by: string | null;
          description: string;
          discount_kind: string;
          discount_value: number;
          first_purchase_only: boolean;
          id: string;
          is_active: boolean;
          max_uses: number | null;
          max_uses_per_person: number | null;
          updated_at: string;
          valid_from: string;
          valid_until: string | null;
        };
        Insert: {
          applies_to_all?: boolean;
          code: string;
          created_at?: string;
          created_by?: string | null;
          description?: string;
          discount_kind: string;
          discount_value: number;
          first_purchase_only?: boolean;
          id?: string;
          is_active?: boolean;
          max_uses?: number | null;
          max_uses_per_person?: number | null;
          updated_at?: string;
          valid_from?: string;
          valid_until?: string | null;
        };
        Update: {
          applies_to_all?: boolean;
          code?: string;
          created_at?: string;
          created_by?: string | null;
          description?: string;
          discount_kind?: string;
          discount_value?: number;
          first_purchase_only?: boolean;
          id?: string;
          is_active?: boolean;
          max_uses?: number | null;
          max_uses_per_person?: number | null;
          updated_at?: string;
          valid_from?: string;
          valid_until?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'coupons_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      course_modules: {
        Row: {
          course_id: string;
          created_at: string;
          description: string | null;
          id: string;
          lesson_count: number;
          order_index: number;
          title: string;
          total_minutes: number;
        };
        Insert: {
          course_id: string;
          created_at?: string;
          description?: string | null;
          id?: string;
          lesson_count?: number;
          order_index?: number;
          title: string;
          total_minutes?: number;
        };
        Update: {
          course_id?: string;
          created_at?: string;
          description?: string | null;
          id?: string;
          lesson_count?: number;
          order_index?: number;
          title?: string;
          total_minutes?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'course_modules_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: false;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
        ];
      };
      course_ranking_members: {
        Row: {
          course_id: string;
          created_at: string;
          user_id: string;
        };
        Insert: {
          course_id: string;
          created_at?: string;
          user_id: string;
        };
        Update: {
          course_id?: string;
          created_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'course_ranking_members_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: false;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'course_ranking_members_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      course_review_cards: {
        Row: {
          author_name: string;
          body: string | null;
          course_id: string;
          created_at: string;
          id: string;
          rating: number;
          updated_at: string;
        };
        Insert: {
          author_name: string;
          body?: string | null;
          course_id: string;
          created_at: string;
          id: string;
          rating: number;
          updated_at: string;
        };
        Update: {
          author_name?: string;
          body?: string | null;
          course_id?: string;
          created_at?: string;
          id?: string;
          rating?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'course_review_cards_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: false;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'course_review_cards_id_fkey';
            columns: ['id'];
            isOneToOne: true;
            referencedRelation: 'course_reviews';
            referencedColumns: ['id'];
          },
        ];
      };
      course_reviews: {
        Row: {
          author_id: string;
          body: string | null;
          course_id: string;
          created_at: string;
          id: string;
          is_hidden: boolean;
          rating: number;
          updated_at: string;
        };
        Insert: {
          author_id: string;
          body?: string | null;
          course_id: string;
          created_at?: string;
          id?: string;
          is_hidden?: boolean;
          rating: number;
          updated_at?: string;
        };
        Update: {
          author_id?: string;
          body?: string | null;
          course_id?: string;
          created_at?: string;
          id?: string;
          is_hidden?: boolean;
          rating?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'course_reviews_author_id_fkey';
            columns: ['author_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'course_reviews_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: false;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
        ];
      };
      courses: {
        Row: {
          access_model: string;
          created_at: string;
          description: string | null;
          duration: string | null;
          id: string;
          image_url: string | null;
          is_active: boolean;
          learning_points: string[];
          lesson_count: number;
          level: string | null;
          price: number | null;
          public_rating: number | null;
          requires_exercises: boolean;
          requires_practice_exam: boolean;
          requires_quizzes: boolean;
          requires_watching: boolean;
          review_count: number;
          review_stars: number[];
          review_total: number;
          slug: string;
          title: string;
          topic: string | null;
          total_hours: number | null;
          total_minutes: number;
          total_students: number;
          assessment_standing: Json | null;
        };
        Insert: {
          access_model?: string;
          created_at?: string;
          description?: string | null;
          duration?: string | null;
          id?: string;
          image_url?: string | null;
          is_active?: boolean;
          learning_points: string[];
          lesson_count?: number;
          level?: string | null;
          price?: number | null;
          public_rating?: never;
          requires_exercises?: boolean;
          requires_practice_exam?: boolean;
          requires_quizzes?: boolean;
          requires_watching?: boolean;
          review_count?: number;
          review_stars?: number[];
          review_total?: number;
          slug: string;
          title: string;
          topic?: string | null;
          total_hours?: number | null;
          total_minutes?: number;
          total_students?: number;
        };
        Update: {
          access_model?: string;
          created_at?: string;
          description?: string | null;
          duration?: string | null;
          id?: string;
          image_url?: string | null;
          is_active?: boolean;
          learning_points?: string[];
          lesson_count?: number;
          level?: string | null;
          price?: number | null;
          public_rating?: never;
          requires_exercises?: boolean;
          requires_practice_exam?: boolean;
          requires_quizzes?: boolean;
          requires_watching?: boolean;
          review_count?: number;
          review_stars?: number[];
          review_total?: number;
          slug?: string;
          title?: string;
          topic?: string | null;
          total_hours?: number | null;
          total_minutes?: number;
          total_students?: number;
        };
        Relationships: [];
      };
      digest_deliveries: {
        Row: {
          claimed_at: string;
          sent_at: string | null;
          status: string;
          user_id: string;
          week_start: string;
        };
        Insert: {
          claimed_at?: string;
          sent_at?: string | null;
          status: string;
          user_id: string;
          week_start: string;
        };
        Update: {
          claimed_at?: string;
          sent_at?: string | null;
          status?: string;
          user_id?: string;
          week_start?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'digest_deliveries_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      email_consent_events: {
        Row: {
          created_at: string;
          granted: boolean;
          id: number;
          source: string;
          topic: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          granted: boolean;
          id?: never;
          source: string;
          topic: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          granted?: boolean;
          id?: never;
          source?: string;
          topic?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'email_consent_events_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      email_consents: {
        Row: {
          changed_at: string;
          granted: boolean;
          topic: string;
          user_id: string;
        };
        Insert: {
          changed_at?: string;
          granted: boolean;
          topic: string;
          user_id: string;
        };
        Update: {
          changed_at?: string;
          granted?: boolean;
          topic?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'email_consents_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      enrollments: {
        Row: {
          completed: boolean;
          completed_at: string | null;
          course_id: string;
          enrolled_at: string;
          id: string;
          progress: number;
          user_id: string;
        };
        Insert: {
          completed?: boolean;
          completed_at?: string | null;
          course_id: string;
          enrolled_at?: string;
          id?: string;
          progress?: number;
          user_id: string;
        };
        Update: {
          completed?: boolean;
          completed_at?: string | null;
          course_id?: string;
          enrolled_at?: string;
          id?: string;
          progress?: number;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'enrollments_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: false;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'enrollments_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      entitlements: {
        Row: {
          book_id: string | null;
          course_id: string | null;
          created_at: string;
          granted_by: string | null;
          id: string;
          order_id: string | null;
          revoke_reason: string | null;
          revoked_at: string | null;
          source: string;
          user_id: string;
        };
        Insert: {
          book_id?: string | null;
          course_id?: string | null;
          created_at?: string;
          granted_by?: string | null;
          id?: string;
          order_id?: string | null;
          revoke_reason?: string | null;
          revoked_at?: string | null;
          source: string;
          user_id: string;
        };
        Update: {
          book_id?: string | null;
          course_id?: string | null;
          created_at?: string;
          granted_by?: string | null;
          id?: string;
          order_id?: string | null;
          revoke_reason?: string | null;
          revoked_at?: string | null;
          source?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'entitlements_book_id_fkey';
            columns: ['book_id'];
            isOneToOne: false;
            referencedRelation: 'books';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'entitlements_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: false;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'entitlements_granted_by_fkey';
            columns: ['granted_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'entitlements_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'entitlements_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      exam_domains: {
        Row: {
          course_id: string;
          created_at: string;
          id: string;
          name: string;
          weight_percent: number;
        };
        Insert: {
          course_id: string;
          created_at?: string;
          id?: string;
          name: string;
          weight_percent: number;
        };
        Update: {
          course_id?: string;
          created_at?: string;
          id?: string;
          name?: string;
          weight_percent?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'exam_domains_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: false;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
        ];
      };
      fiscal_settings: {
        Row: {
          city_tax_code: string | null;
          cnpj: string;
          enabled: boolean;
          id: boolean;
          iss_rate: number;
          legal_name: string;
          municipal_registration: string;
          municipality_code: string;
          requires_taker_address: boolean;
          service_code: string;
          service_description: string;
          tax_regime: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          city_tax_code?: string | null;
          cnpj: string;
          enabled?: boolean;
          id?: boolean;
          iss_rate: number;
          legal_name: string;
          municipal_registration: string;
          municipality_code: string;
          requires_taker_address?: boolean;
          service_code: string;
          service_description: string;
          tax_regime: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          city_tax_code?: string | null;
          cnpj?: string;
          enabled?: boolean;
          id?: boolean;
          iss_rate?: number;
          legal_name?: string;
          municipal_registration?: string;
          municipality_code?: string;
          requires_taker_address?: boolean;
          service_code?: string;
          service_description?: string;
          tax_regime?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'fiscal_settings_updated_by_fkey';
            columns: ['updated_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      invoices: {
        Row: {
          attempts: number;
          cancelled_at: string | null;
          claimed_until: string | null;
          created_at: string;
          failure_reason: string | null;
          id: string;
          issued_at: string | null;
          next_attempt_at: string;
          number: string | null;
          order_id: string;
          pdf_url: string | null;
          provider: string | null;
          status: string;
          updated_at: string;
          verification_code: string | null;
          xml_url: string | null;
        };
        Insert: {
          attempts?: number;
          cancelled_at?: string | null;
          claimed_until?: string | null;
          created_at?: string;
          failure_reason?: string | null;
          id?: string;
          issued_at?: string | null;
          next_attempt_at?: string;
          number?: string | null;
          order_id: string;
          pdf_url?: string | null;
          provider?: string | null;
          status?: string;
          updated_at?: string;
          verification_code?: string | null;
          xml_url?: string | null;
        };
        Update: {
          attempts?: number;
          cancelled_at?: string | null;
          claimed_until?: string | null;
          created_at?: string;
          failure_reason?: string | null;
          id?: string;
          issued_at?: string | null;
          next_attempt_at?: string;
          number?: string | null;
          order_id?: string;
          pdf_url?: string | null;
          provider?: string | null;
          status?: string;
          updated_at?: string;
          verification_code?: string | null;
          xml_url?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'invoices_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: true;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      lesson_outlines: {
        Row: {
          course_id: string;
          created_at: string;
          duration_minutes: number;
          id: string;
          is_preview: boolean;
          module_id: string;
          order_index: number;
          title: string;
        };
        Insert: {
          course_id: string;
          created_at: string;
          duration_minutes: number;
          id: string;
          is_preview: boolean;
          module_id: string;
          order_index: number;
          title: string;
        };
        Update: {
          course_id?: string;
          created_at?: string;
          duration_minutes?: number;
          id?: string;
          is_preview?: boolean;
          module_id?: string;
          order_index?: number;
          title?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'lesson_outlines_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: false;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'lesson_outlines_module_id_fkey';
            columns: ['module_id'];
            isOneToOne: false;
            referencedRelation: 'course_modules';
            referencedColumns: ['id'];
          },
        ];
      };
      lesson_progress: {
        Row: {
          completed: boolean;
          completed_at: string | null;
          lesson_id: string;
          user_id: string;
        };
        Insert: {
          completed?: boolean;
          completed_at?: string | null;
          lesson_id: string;
          user_id: string;
        };
        Update: {
          completed?: boolean;
          completed_at?: string | null;
          lesson_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'lesson_progress_lesson_id_fkey';
            columns: ['lesson_id'];
            isOneToOne: false;
            referencedRelation: 'lessons';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'lesson_progress_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      lesson_questions: {
        Row: {
          answer_count: number;
          author_id: string;
          body: string;
          course_id: string;
          created_at: string;
          id: string;
          is_hidden: boolean;
          is_resolved: boolean;
          lesson_id: string;
          resolved_at: string | null;
          teacher_answer_count: number;
          title: string;
          updated_at: string;
          upvote_count: number;
        };
        Insert: {
          answer_count?: number;
          author_id: string;
          body: string;
          course_id: string;
          created_at?: string;
          id?: string;
          is_hidden?: boolean;
          is_resolved?: boolean;
          lesson_id: string;
          resolved_at?: string | null;
          teacher_answer_count?: number;
          title: string;
          updated_at?: string;
          upvote_count?: number;
        };
        Update: {
          answer_count?: number;
          author_id?: string;
          body?: string;
          course_id?: string;
          created_at?: string;
          id?: string;
          is_hidden?: boolean;
          is_resolved?: boolean;
          lesson_id?: string;
          resolved_at?: string | null;
          teacher_answer_count?: number;
          title?: string;
          updated_at?: string;
          upvote_count?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'lesson_questions_author_id_fkey';
            columns: ['author_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'lesson_questions_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: false;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'lesson_questions_lesson_id_fkey';
            columns: ['lesson_id'];
            isOneToOne: false;
            referencedRelation: 'lessons';
            referencedColumns: ['id'];
          },
        ];
      };
      lessons: {
        Row: {
          course_id: string;
          created_at: string;
          description: string | null;
          duration_minutes: number;
          id: string;
          is_preview: boolean;
          module_id: string;
          order_index: number;
          title: string;
          video_url: string;
        };
        Insert: {
          course_id: string;
          created_at?: string;
          description?: string | null;
          duration_minutes: number;
          id?: string;
          is_preview?: boolean;
          module_id: string;
          order_index?: number;
          title: string;
          video_url: string;
        };
        Update: {
          course_id?: string;
          created_at?: string;
          description?: string | null;
          duration_minutes?: number;
          id?: string;
          is_preview?: boolean;
          module_id?: string;
          order_index?: number;
          title?: string;
          video_url?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'lessons_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: false;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'lessons_module_id_fkey';
            columns: ['module_id'];
            isOneToOne: false;
            referencedRelation: 'course_modules';
            referencedColumns: ['id'];
          },
        ];
      };
      module_quizzes: {
        Row: {
          module_id: string;
          pass_percent: number;
          question_count: number;
          updated_at: string;
        };
        Insert: {
          module_id: string;
          pass_percent?: number;
          question_count?: number;
          updated_at?: string;
        };
        Update: {
          module_id?: string;
          pass_percent?: number;
          question_count?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'module_quizzes_module_id_fkey';
            columns: ['module_id'];
            isOneToOne: true;
            referencedRelation: 'course_modules';
            referencedColumns: ['id'];
          },
        ];
      };
      notifications: {
        Row: {
          answer_id: string | null;
          assignment_id: string | null;
          created_at: string;
          emailed_at: string | null;
          id: string;
          kind: string;
          link: string | null;
          order_id: string | null;
          question_id: string | null;
          read_at: string | null;
          user_id: string;
          week_start: string | null;
        };
        Insert: {
          answer_id?: string | null;
          assignment_id?: string | null;
          created_at?: string;
          emailed_at?: string | null;
          id?: string;
          kind: string;
          link?: string | null;
          order_id?: string | null;
          question_id?: string | null;
          read_at?: string | null;
          user_id: string;
          week_start?: string | null;
        };
        Update: {
          answer_id?: string | null;
          assignment_id?: string | null;
          created_at?: string;
          emailed_at?: string | null;
          id?: string;
          kind?: string;
          link?: string | null;
          order_id?: string | null;
          question_id?: string | null;
          read_at?: string | null;
          user_id?: string;
          week_start?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'notifications_answer_id_fkey';
            columns: ['answer_id'];
            isOneToOne: false;
            referencedRelation: 'question_answers';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notifications_assignment_id_fkey';
            columns: ['assignment_id'];
            isOneToOne: false;
            referencedRelation: 'assignments';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notifications_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notifications_question_id_fkey';
            columns: ['question_id'];
            isOneToOne: false;
            referencedRelation: 'lesson_questions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notifications_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      order_events: {
        Row: {
          created_at: string;
          id: number;
          occurred_at: string;
          order_id: string;
          payment_event_id: number | null;
          status: string;
        };
        Insert: {
          created_at?: string;
          id?: never;
          occurred_at?: string;
          order_id: string;
          payment_event_id?: number | null;
          status: string;
        };
        Update: {
          created_at?: string;
          id?: never;
          occurred_at?: string;
          order_id?: string;
          payment_event_id?: number | null;
          status?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'order_events_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_events_payment_event_id_fkey';
            columns: ['payment_event_id'];
            isOneToOne: false;
            referencedRelation: 'payment_events';
            referencedColumns: ['id'];
          },
        ];
      };
      orders: {
        Row: {
          affiliate_id: string | null;
          amount: number;
          anonymized_at: string | null;
          buyer_cnpj: string | null;
          buyer_cpf: string | null;
          buyer_email: string | null;
          buyer_name: string | null;
          commission_amount: number | null;
          commission_percent: number | null;
          coupon_code: string | null;
          coupon_id: string | null;
          created_at: string;
          discount_amount: number | null;
          id: string;
          installments: number;
          list_amount: number | null;
          method: string;
          organisation_id: string | null;
          paid_at: string | null;
          paid_on: string | null;
          product_id: string;
          product_kind: string;
          product_title: string;
          provider: string | null;
          provider_payment_id: string | null;
          provider_reference: string | null;
          refunded_at: string | null;
          search_document: unknown;
          seat_block_id: string | null;
          seat_count: number | null;
          status: string;
          subscription_id: string | null;
          updated_at: string;
          user_id: string | null;
        };
        Insert: {
          affiliate_id?: string | null;
          amount: number;
          anonymized_at?: string | null;
          buyer_cnpj?: string | null;
          buyer_cpf?: string | null;
          buyer_email?: string | null;
          buyer_name?: string | null;
          commission_amount?: number | null;
          commission_percent?: number | null;
          coupon_code?: string | null;
          coupon_id?: string | null;
          created_at?: string;
          discount_amount?: number | null;
          id?: string;
          installments?: number;
          list_amount?: number | null;
          method: string;
          organisation_id?: string | null;
          paid_at?: string | null;
          paid_on?: string | null;
          product_id: string;
          product_kind: string;
          product_title: string;
          provider?: string | null;
          provider_payment_id?: string | null;
          provider_reference?: string | null;
          refunded_at?: string | null;
          search_document?: never;
          seat_block_id?: string | null;
          seat_count?: number | null;
          status?: string;
          subscription_id?: string | null;
          updated_at?: string;
          user_id?: string | null;
        };
        Update: {
          affiliate_id?: string | null;
          amount?: number;
          anonymized_at?: string | null;
          buyer_cnpj?: string | null;
          buyer_cpf?: string | null;
          buyer_email?: string | null;
          buyer_name?: string | null;
          commission_amount?: number | null;
          commission_percent?: number | null;
          coupon_code?: string | null;
          coupon_id?: string | null;
          created_at?: string;
          discount_amount?: number | null;
          id?: string;
          installments?: number;
          list_amount?: number | null;
          method?: string;
          organisation_id?: string | null;
          paid_at?: string | null;
          paid_on?: string | null;
          product_id?: string;
          product_kind?: string;
          product_title?: string;
          provider?: string | null;
          provider_payment_id?: string | null;
          provider_reference?: string | null;
          refunded_at?: string | null;
          search_document?: never;
          seat_block_id?: string | null;
          seat_count?: number | null;
          status?: string;
          subscription_id?: string | null;
          updated_at?: string;
          user_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'orders_affiliate_id_fkey';
            columns: ['affiliate_id'];
            isOneToOne: false;
            referencedRelation: 'affiliates';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'orders_coupon_id_fkey';
            columns: ['coupon_id'];
            isOneToOne: false;
            referencedRelation: 'coupons';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'orders_organisation_id_fkey';
            columns: ['organisation_id'];
            isOneToOne: false;
            referencedRelation: 'organisations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'orders_seat_block_id_fkey';
            columns: ['seat_block_id'];
            isOneToOne: false;
            referencedRelation: 'organisation_seats';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'orders_subscription_id_fkey';
            columns: ['subscription_id'];
            isOneToOne: false;
            referencedRelation: 'subscriptions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'orders_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      organisation_invitations: {
        Row: {
          accepted_at: string | null;
          accepted_by: string | null;
          created_at: string;
          email: string | null;
          expires_at: string;
          id: string;
          invited_by: string | null;
          kind: string;
          organisation_id: string;
          revoked_at: string | null;
          seat_block_id: string | null;
          token_hash: string;
        };
        Insert: {
          accepted_at?: string | null;
          accepted_by?: string | null;
          created_at?: string;
          email?: string | null;
          expires_at?: string;
          id?: string;
          invited_by?: string | null;
          kind: string;
          organisation_id: string;
          revoked_at?: string | null;
          seat_block_id?: string | null;
          token_hash: string;
        };
        Update: {
          accepted_at?: string | null;
          accepted_by?: string | null;
          created_at?: string;
          email?: string | null;
          expires_at?: string;
          id?: string;
          invited_by?: string | null;
          kind?: string;
          organisation_id?: string;
          revoked_at?: string | null;
          seat_block_id?: string | null;
          token_hash?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'organisation_invitations_accepted_by_fkey';
            columns: ['accepted_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'organisation_invitations_invited_by_fkey';
            columns: ['invited_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'organisation_invitations_organisation_id_fkey';
            columns: ['organisation_id'];
            isOneToOne: false;
            referencedRelation: 'organisations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'organisation_invitations_seat_block_id_fkey';
            columns: ['seat_block_id'];
            isOneToOne: false;
            referencedRelation: 'organisation_seats';
            referencedColumns: ['id'];
          },
        ];
      };
      organisation_members: {
        Row: {
          joined_at: string;
          organisation_id: string;
          role: string;
          user_id: string;
        };
        Insert: {
          joined_at?: string;
          organisation_id: string;
          role?: string;
          user_id: string;
        };
        Update: {
          joined_at?: string;
          organisation_id?: string;
          role?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'organisation_members_organisation_id_fkey';
            columns: ['organisation_id'];
            isOneToOne: false;
            referencedRelation: 'organisations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'organisation_members_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      organisation_seats: {
        Row: {
          created_at: string;
          id: string;
          organisation_id: string;
          period_end: string;
          period_start: string;
          product_id: string;
          product_kind: string;
          product_title: string;
          seat_count: number;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          organisation_id: string;
          period_end: string;
          period_start: string;
          product_id: string;
          product_kind: string;
          product_title: string;
          seat_count: number;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          organisation_id?: string;
          period_end?: string;
          period_start?: string;
          product_id?: string;
          product_kind?: string;
          product_title?: string;
          seat_count?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'organisation_seats_organisation_id_fkey';
            columns: ['organisation_id'];
            isOneToOne: false;
            referencedRelation: 'organisations';
            referencedColumns: ['id'];
          },
        ];
      };
      organisations: {
        Row: {
          address_line: string;
          billing_email: string;
          city: string;
          cnpj: string;
          created_at: string;
          created_by: string | null;
          email_domain: string | null;
          id: string;
          legal_name: string;
          postal_code: string;
          state: string;
          updated_at: string;
        };
        Insert: {
          address_line: string;
          billing_email: string;
          city: string;
          cnpj: string;
          created_at?: string;
          created_by?: string | null;
          email_domain?: string | null;
          id?: string;
          legal_name: string;
          postal_code: string;
          state: string;
          updated_at?: string;
        };
        Update: {
          address_line?: string;
          billing_email?: string;
          city?: string;
          cnpj?: string;
          created_at?: string;
          created_by?: string | null;
          email_domain?: string | null;
          id?: string;
          legal_name?: string;
          postal_code?: string;
          state?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'organisations_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      payment_events: {
        Row: {
          amount: number | null;
          event_id: string;
          id: number;
          kind: string;
          occurred_at: string;
          order_id: string | null;
          outcome: string;
          payload: NonNullable<Json>;
          provider: string;
          provider_payment_id: string | null;
          received_at: string;
          status: string;
          subscription_id: string | null;
        };
        Insert: {
          amount?: number | null;
          event_id: string;
          id?: never;
          kind: string;
          occurred_at: string;
          order_id?: string | null;
          outcome: string;
          payload?: NonNullable<Json>;
          provider: string;
          provider_payment_id?: string | null;
          received_at?: string;
          status: string;
          subscription_id?: string | null;
        };
        Update: {
          amount?: number | null;
          event_id?: string;
          id?: never;
          kind?: string;
          occurred_at?: string;
          order_id?: string | null;
          outcome?: string;
          payload?: NonNullable<Json>;
          provider?: string;
          provider_payment_id?: string | null;
          received_at?: string;
          status?: string;
          subscription_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'payment_events_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'payment_events_subscription_id_fkey';
            columns: ['subscription_id'];
            isOneToOne: false;
            referencedRelation: 'subscriptions';
            referencedColumns: ['id'];
          },
        ];
      };
      plan_changes: {
        Row: {
          amount: number | null;
          applied_at: string | null;
          canceled_at: string | null;
          created_at: string;
          effective_at: string | null;
          from_plan_id: string;
          id: string;
          kind: string;
          order_id: string | null;
          status: string;
          subscription_id: string;
          to_plan_id: string;
          user_id: string | null;
        };
        Insert: {
          amount?: number | null;
          applied_at?: string | null;
          canceled_at?: string | null;
          created_at?: string;
          effective_at?: string | null;
          from_plan_id: string;
          id?: string;
          kind: string;
          order_id?: string | null;
          status?: string;
          subscription_id: string;
          to_plan_id: string;
          user_id?: string | null;
        };
        Update: {
          amount?: number | null;
          applied_at?: string | null;
          canceled_at?: string | null;
          created_at?: string;
          effective_at?: string | null;
          from_plan_id?: string;
          id?: string;
          kind?: string;
          order_id?: string | null;
          status?: string;
          subscription_id?: string;
          to_plan_id?: string;
          user_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'plan_changes_from_plan_id_fkey';
            columns: ['from_plan_id'];
            isOneToOne: false;
            referencedRelation: 'pricing_plans';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'plan_changes_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: true;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'plan_changes_subscription_id_fkey';
            columns: ['subscription_id'];
            isOneToOne: false;
            referencedRelation: 'subscriptions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'plan_changes_to_plan_id_fkey';
            columns: ['to_plan_id'];
            isOneToOne: false;
            referencedRelation: 'pricing_plans';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'plan_changes_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      plan_courses: {
        Row: {
          course_id: string;
          created_at: string;
          plan_id: string;
        };
        Insert: {
          course_id: string;
          created_at?: string;
          plan_id: string;
        };
        Update: {
          course_id?: string;
          created_at?: string;
          plan_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'plan_courses_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: false;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'plan_courses_plan_id_fkey';
            columns: ['plan_id'];
            isOneToOne: false;
            referencedRelation: 'pricing_plans';
            referencedColumns: ['id'];
          },
        ];
      };
      plan_tracks: {
        Row: {
          created_at: string;
          plan_id: string;
          track_id: string;
        };
        Insert: {
          created_at?: string;
          plan_id: string;
          track_id: string;
        };
        Update: {
          created_at?: string;
          plan_id?: string;
          track_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'plan_tracks_plan_id_fkey';
            columns: ['plan_id'];
            isOneToOne: false;
            referencedRelation: 'pricing_plans';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'plan_tracks_track_id_fkey';
            columns: ['track_id'];
            isOneToOne: false;
            referencedRelation: 'tracks';
            referencedColumns: ['id'];
          },
        ];
      };
      point_events: {
        Row: {
          course_id: string | null;
          created_at: string;
          id: number;
          points: number;
          reason: string;
          subject_id: string;
          user_id: string;
        };
        Insert: {
          course_id?: string | null;
          created_at?: string;
          id?: never;
          points: number;
          reason: string;
          subject_id: string;
          user_id: string;
        };
        Update: {
          course_id?: string | null;
          created_at?: string;
          id?: never;
          points?: number;
          reason?: string;
          subject_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'point_events_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: false;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'point_events_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      practice_attempts: {
        Row: {
          body: string;
          created_at: string;
          exercise_id: string;
          exercise_version: number;
          graded_at: string | null;
          id: string;
          passed: boolean | null;
          result: Json | null;
          user_id: string;
        };
        Insert: {
          body: string;
          created_at?: string;
          exercise_id: string;
          exercise_version: number;
          graded_at?: string | null;
          id?: string;
          passed?: boolean | null;
          result?: Json | null;
          user_id: string;
        };
        Update: {
          body?: string;
          created_at?: string;
          exercise_id?: string;
          exercise_version?: number;
          graded_at?: string | null;
          id?: string;
          passed?: boolean | null;
          result?: Json | null;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'practice_attempts_exercise_id_fkey';
            columns: ['exercise_id'];
            isOneToOne: false;
            referencedRelation: 'practice_exercises';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'practice_attempts_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      practice_exams: {
        Row: {
          course_id: string;
          pass_score: number;
          published: boolean;
          question_count: number;
          time_limit_minutes: number;
          updated_at: string;
        };
        Insert: {
          course_id: string;
          pass_score?: number;
          published?: boolean;
          question_count?: number;
          time_limit_minutes?: number;
          updated_at?: string;
        };
        Update: {
          course_id?: string;
          pass_score?: number;
          published?: boolean;
          question_count?: number;
          time_limit_minutes?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'practice_exams_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: true;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
        ];
      };
      practice_exercise_keys: {
        Row: {
          exercise_id: string;
          hints: string[];
          solution: string;
          spec: NonNullable<Json>;
          wrong_solution: string;
        };
        Insert: {
          exercise_id: string;
          hints?: string[];
          solution: string;
          spec: NonNullable<Json>;
          wrong_solution: string;
        };
        Update: {
          exercise_id?: string;
          hints?: string[];
          solution?: string;
          spec?: NonNullable<Json>;
          wrong_solution?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'practice_exercise_keys_exercise_id_fkey';
            columns: ['exercise_id'];
            isOneToOne: true;
            referencedRelation: 'practice_exercises';
            referencedColumns: ['id'];
          },
        ];
      };
      practice_exercises: {
        Row: {
          course_id: string;
          created_at: string;
          id: string;
          kind: string;
          language: string;
          lesson_id: string;
          position: number;
          published: boolean;
          starter: string;
          statement: string;
          title: string;
          updated_at: string;
          verified_version: number | null;
          version: number;
        };
        Insert: {
          course_id: string;
          created_at?: string;
          id?: string;
          kind: string;
          language: string;
          lesson_id: string;
          position?: number;
          published?: boolean;
          starter?: string;
          statement: string;
          title: string;
          updated_at?: string;
          verified_version?: number | null;
          version?: number;
        };
        Update: {
          course_id?: string;
          created_at?: string;
          id?: string;
          kind?: string;
          language?: string;
          lesson_id?: string;
          position?: number;
          published?: boolean;
          starter?: string;
          statement?: string;
          title?: string;
          updated_at?: string;
          verified_version?: number | null;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'practice_exercises_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: false;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'practice_exercises_lesson_id_fkey';
            columns: ['lesson_id'];
            isOneToOne: false;
            referencedRelation: 'lessons';
            referencedColumns: ['id'];
          },
        ];
      };
      practice_progress: {
        Row: {
          attempt_count: number;
          draft: string | null;
          draft_updated_at: string | null;
          exercise_id: string;
          gave_up_at: string | null;
          hints_revealed: number;
          passed_at: string | null;
          points_earned: number;
          user_id: string;
        };
        Insert: {
          attempt_count?: number;
          draft?: string | null;
          draft_updated_at?: string | null;
          exercise_id: string;
          gave_up_at?: string | null;
          hints_revealed?: number;
          passed_at?: string | null;
          points_earned?: number;
          user_id: string;
        };
        Update: {
          attempt_count?: number;
          draft?: string | null;
          draft_updated_at?: string | null;
          exercise_id?: string;
          gave_up_at?: string | null;
          hints_revealed?: number;
          passed_at?: string | null;
          points_earned?: number;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'practice_progress_exercise_id_fkey';
            columns: ['exercise_id'];
            isOneToOne: false;
            referencedRelation: 'practice_exercises';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'practice_progress_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      pricing_plans: {
        Row: {
          amount: number | null;
          billing_interval: string | null;
          created_at: string;
          cta: string;
          cta_link: string;
          description: string | null;
          features: string[];
          id: string;
          is_active: boolean;
          is_popular: boolean;
          name: string;
          order_index: number;
          period: string | null;
          price: string;
        };
        Insert: {
          amount?: number | null;
          billing_interval?: string | null;
          created_at?: string;
          cta: string;
          cta_link: string;
          description?: string | null;
          features?: string[];
          id?: string;
          is_active?: boolean;
          is_popular?: boolean;
          name: string;
          order_index?: number;
          period?: string | null;
          price: string;
        };
        Update: {
          amount?: number | null;
          billing_interval?: string | null;
          created_at?: string;
          cta?: string;
          cta_link?: string;
          description?: string | null;
          features?: string[];
          id?: string;
          is_active?: boolean;
          is_popular?: boolean;
          name?: string;
          order_index?: number;
          period?: string | null;
          price?: string;
        };
        Relationships: [];
      };
      profiles: {
        Row: {
          account_origin: string;
          address_city: string | null;
          address_number: string | null;
          address_state: string | null;
          address_street: string | null;
          address_zipcode: string | null;
          created_at: string;
          email: string | null;
          full_name: string | null;
          id: string;
          is_active: boolean;
          phone: string | null;
          unread_notifications: number;
        };
        Insert: {
          account_origin?: string;
          address_city?: string | null;
          address_number?: string | null;
          address_state?: string | null;
          address_street?: string | null;
          address_zipcode?: string | null;
          created_at?: string;
          email?: string | null;
          full_name?: string | null;
          id: string;
          is_active?: boolean;
          phone?: string | null;
          unread_notifications?: number;
        };
        Update: {
          account_origin?: string;
          address_city?: string | null;
          address_number?: string | null;
          address_state?: string | null;
          address_street?: string | null;
          address_zipcode?: string | null;
          created_at?: string;
          email?: string | null;
          full_name?: string | null;
          id?: string;
          is_active?: boolean;
          phone?: string | null;
          unread_notifications?: number;
        };
        Relationships: [];
      };
      question_answers: {
        Row: {
          author_id: string;
          body: string;
          created_at: string;
          id: string;
          is_hidden: boolean;
          is_solution: boolean;
          is_teacher: boolean;
          question_id: string;
          solution_marked_at: string | null;
          solution_marked_by: string | null;
          updated_at: string;
        };
        Insert: {
          author_id: string;
          body: string;
          created_at?: string;
          id?: string;
          is_hidden?: boolean;
          is_solution?: boolean;
          is_teacher?: boolean;
          question_id: string;
          solution_marked_at?: string | null;
          solution_marked_by?: string | null;
          updated_at?: string;
        };
        Update: {
          author_id?: string;
          body?: string;
          created_at?: string;
          id?: string;
          is_hidden?: boolean;
          is_solution?: boolean;
          is_teacher?: boolean;
          question_id?: string;
          solution_marked_at?: string | null;
          solution_marked_by?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'question_answers_author_id_fkey';
            columns: ['author_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'question_answers_question_id_fkey';
            columns: ['question_id'];
            isOneToOne: false;
            referencedRelation: 'lesson_questions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'question_answers_solution_marked_by_fkey';
            columns: ['solution_marked_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      question_votes: {
        Row: {
          created_at: string;
          question_id: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          question_id: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          question_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'question_votes_question_id_fkey';
            columns: ['question_id'];
            isOneToOne: false;
            referencedRelation: 'lesson_questions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'question_votes_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      seat_holders: {
        Row: {
          organisation_id: string;
          seat_block_id: string;
          taken_at: string;
          user_id: string;
        };
        Insert: {
          organisation_id: string;
          seat_block_id: string;
          taken_at?: string;
          user_id: string;
        };
        Update: {
          organisation_id?: string;
          seat_block_id?: string;
          taken_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'seat_holders_member_fkey';
            columns: ['organisation_id', 'user_id'];
            isOneToOne: false;
            referencedRelation: 'organisation_members';
            referencedColumns: ['organisation_id', 'user_id'];
          },
          {
            foreignKeyName: 'seat_holders_seat_block_id_fkey';
            columns: ['seat_block_id'];
            isOneToOne: false;
            referencedRelation: 'organisation_seats';
            referencedColumns: ['id'];
          },
        ];
      };
      seat_order_grants: {
        Row: {
          adds_to_block: boolean;
          granted_at: string | null;
          order_id: string;
          revoked_at: string | null;
          seat_block_id: string | null;
          seats: number;
        };
        Insert: {
          adds_to_block: boolean;
          granted_at?: string | null;
          order_id: string;
          revoked_at?: string | null;
          seat_block_id?: string | null;
          seats: number;
        };
        Update: {
          adds_to_block?: boolean;
          granted_at?: string | null;
          order_id?: string;
          revoked_at?: string | null;
          seat_block_id?: string | null;
          seats?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'seat_order_grants_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: true;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'seat_order_grants_seat_block_id_fkey';
            columns: ['seat_block_id'];
            isOneToOne: false;
            referencedRelation: 'organisation_seats';
            referencedColumns: ['id'];
          },
        ];
      };
      seat_price_tiers: {
        Row: {
          created_at: string;
          discount_percent: number;
          id: string;
          min_seats: number;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          discount_percent: number;
          id?: string;
          min_seats: number;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          discount_percent?: number;
          id?: string;
          min_seats?: number;
          updated_at?: string;
        };
        Relationships: [];
      };
      sensitive_user_data: {
        Row: {
          created_at: string;
          family_income: number;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          family_income: number;
          user_id: string;
        };
        Update: {
          created_at?: string;
          family_income?: number;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'sensitive_user_data_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      study_days: {
        Row: {
          day: string;
          lessons_completed: number;
          lessons_finished: number;
          user_id: string;
          watched_seconds: number;
        };
        Insert: {
          day: string;
          lessons_completed?: number;
          lessons_finished?: number;
          user_id: string;
          watched_seconds?: number;
        };
        Update: {
          day?: string;
          lessons_completed?: number;
          lessons_finished?: number;
          user_id?: string;
          watched_seconds?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'study_days_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      study_goals: {
        Row: {
          kind: string;
          target: number;
          updated_at: string;
          user_id: string;
          week_start: string;
        };
        Insert: {
          kind: string;
          target: number;
          updated_at?: string;
          user_id: string;
          week_start: string;
        };
        Update: {
          kind?: string;
          target?: number;
          updated_at?: string;
          user_id?: string;
          week_start?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'study_goals_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      subscription_renewals: {
        Row: {
          checkout_url: string | null;
          claimed_until: string | null;
          created_at: string;
          id: string;
          notified_at: string | null;
          order_id: string;
          period_end: string;
          subscription_id: string;
        };
        Insert: {
          checkout_url?: string | null;
          claimed_until?: string | null;
          created_at?: string;
          id?: string;
          notified_at?: string | null;
          order_id: string;
          period_end: string;
          subscription_id: string;
        };
        Update: {
          checkout_url?: string | null;
          claimed_until?: string | null;
          created_at?: string;
          id?: string;
          notified_at?: string | null;
          order_id?: string;
          period_end?: string;
          subscription_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'subscription_renewals_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: true;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'subscription_renewals_subscription_id_fkey';
            columns: ['subscription_id'];
            isOneToOne: false;
            referencedRelation: 'subscriptions';
            referencedColumns: ['id'];
          },
        ];
      };
      subscriptions: {
        Row: {
          amount: number;
          billing_interval: string;
          cancel_at_period_end: boolean;
          canceled_at: string | null;
          created_at: string;
          current_period_end: string | null;
          grace_until: string | null;
          id: string;
          last_event_at: string | null;
          plan_id: string;
          plan_name: string;
          provider: string | null;
          provider_amount: number | null;
          provider_amount_claimed_until: string | null;
          provider_subscription_id: string | null;
          started_at: string | null;
          status: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          amount: number;
          billing_interval: string;
          cancel_at_period_end?: boolean;
          canceled_at?: string | null;
          created_at?: string;
          current_period_end?: string | null;
          grace_until?: string | null;
          id?: string;
          last_event_at?: string | null;
          plan_id: string;
          plan_name: string;
          provider?: string | null;
          provider_amount?: number | null;
          provider_amount_claimed_until?: string | null;
          provider_subscription_id?: string | null;
          started_at?: string | null;
          status?: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          amount?: number;
          billing_interval?: string;
          cancel_at_period_end?: boolean;
          canceled_at?: string | null;
          created_at?: string;
          current_period_end?: string | null;
          grace_until?: string | null;
          id?: string;
          last_event_at?: string | null;
          plan_id?: string;
          plan_name?: string;
          provider?: string | null;
          provider_amount?: number | null;
          provider_amount_claimed_until?: string | null;
          provider_subscription_id?: string | null;
          started_at?: string | null;
          status?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'subscriptions_plan_id_fkey';
            columns: ['plan_id'];
            isOneToOne: false;
            referencedRelation: 'pricing_plans';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'subscriptions_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      teacher_courses: {
        Row: {
          course_id: string;
          created_at: string;
          teacher_id: string;
        };
        Insert: {
          course_id: string;
          created_at?: string;
          teacher_id: string;
        };
        Update: {
          course_id?: string;
          created_at?: string;
          teacher_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'teacher_courses_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: false;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'teacher_courses_teacher_id_fkey';
            columns: ['teacher_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      teacher_docs: {
        Row: {
          bio: string | null;
          created_at: string;
          id: string;
          specialization: string | null;
          status: Database['public']['Enums']['teacher_status'];
          user_id: string;
        };
        Insert: {
          bio?: string | null;
          created_at?: string;
          id?: string;
          specialization?: string | null;
          status?: Database['public']['Enums']['teacher_status'];
          user_id: string;
        };
        Update: {
          bio?: string | null;
          created_at?: string;
          id?: string;
          specialization?: string | null;
          status?: Database['public']['Enums']['teacher_status'];
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'teacher_docs_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      track_certificates: {
        Row: {
          courses: NonNullable<Json>;
          exam_code: string | null;
          exam_name: string | null;
          holder_name: string;
          id: string;
          issued_at: string;
          issued_on: string;
          practice_exam_best_score: number | null;
          practice_exam_course_title: string | null;
          target_role: string;
          title: string;
          track_id: string;
          user_id: string;
          verification_code: string;
          workload_minutes: number;
        };
        Insert: {
          courses: NonNullable<Json>;
          exam_code?: string | null;
          exam_name?: string | null;
          holder_name: string;
          id?: string;
          issued_at?: string;
          issued_on: string;
          practice_exam_best_score?: number | null;
          practice_exam_course_title?: string | null;
          target_role: string;
          title: string;
          track_id: string;
          user_id: string;
          verification_code?: string;
          workload_minutes: number;
        };
        Update: {
          courses?: NonNullable<Json>;
          exam_code?: string | null;
          exam_name?: string | null;
          holder_name?: string;
          id?: string;
          issued_at?: string;
          issued_on?: string;
          practice_exam_best_score?: number | null;
          practice_exam_course_title?: string | null;
          target_role?: string;
          title?: string;
          track_id?: string;
          user_id?: string;
          verification_code?: string;
          workload_minutes?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'track_certificates_track_id_fkey';
            columns: ['track_id'];
            isOneToOne: false;
            referencedRelation: 'tracks';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'track_certificates_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      track_followers: {
        Row: {
          followed_at: string;
          track_id: string;
          user_id: string;
        };
        Insert: {
          followed_at?: string;
          track_id: string;
          user_id: string;
        };
        Update: {
          followed_at?: string;
          track_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'track_followers_track_id_fkey';
            columns: ['track_id'];
            isOneToOne: false;
            referencedRelation: 'tracks';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'track_followers_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      track_steps: {
        Row: {
          course_id: string;
          kind: string;
          position: number;
          track_id: string;
        };
        Insert: {
          course_id: string;
          kind: string;
          position: number;
          track_id: string;
        };
        Update: {
          course_id?: string;
          kind?: string;
          position?: number;
          track_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'track_steps_course_id_fkey';
            columns: ['course_id'];
            isOneToOne: false;
            referencedRelation: 'courses';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'track_steps_track_id_fkey';
            columns: ['track_id'];
            isOneToOne: false;
            referencedRelation: 'tracks';
            referencedColumns: ['id'];
          },
        ];
      };
      tracks: {
        Row: {
          access_model: string;
          audience: string;
          created_at: string;
          description: string;
          exam_code: string | null;
          exam_name: string | null;
          faq: NonNullable<Json>;
          id: string;
          image_url: string | null;
          level: string;
          outcomes: string[];
          price: number | null;
          published: boolean;
          slug: string;
          target_role: string;
          title: string;
          updated_at: string;
        };
        Insert: {
          access_model?: string;
          audience?: string;
          created_at?: string;
          description?: string;
          exam_code?: string | null;
          exam_name?: string | null;
          faq?: NonNullable<Json>;
          id?: string;
          image_url?: string | null;
          level?: string;
          outcomes?: string[];
          price?: number | null;
          published?: boolean;
          slug: string;
          target_role: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          access_model?: string;
          audience?: string;
          created_at?: string;
          description?: string;
          exam_code?: string | null;
          exam_name?: string | null;
          faq?: NonNullable<Json>;
          id?: string;
          image_url?: string | null;
          level?: string;
          outcomes?: string[];
          price?: number | null;
          published?: boolean;
          slug?: string;
          target_role?: string;
          title?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      user_roles: {
        Row: {
          role: Database['public']['Enums']['app_role'];
          user_id: string;
        };
        Insert: {
          role?: Database['public']['Enums']['app_role'];
          user_id: string;
        };
        Update: {
          role?: Database['public']['Enums']['app_role'];
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'user_roles_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      watch_positions: {
        Row: {
          furthest_seconds: number;
          lesson_id: string;
          position_seconds: number;
          updated_at: string;
          user_id: string;
          watched_seconds: number;
        };
        Insert: {
          furthest_seconds?: number;
          lesson_id: string;
          position_seconds: number;
          updated_at?: string;
          user_id: string;
          watched_seconds?: number;
        };
        Update: {
          furthest_seconds?: number;
          lesson_id?: string;
          position_seconds?: number;
          updated_at?: string;
          user_id?: string;
          watched_seconds?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'watch_positions_lesson_id_fkey';
            columns: ['lesson_id'];
            isOneToOne: false;
            referencedRelation: 'lessons';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'watch_positions_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      accept_current_terms: {
        Args: { p_terms_version: string };
        Returns: undefined;
      };
      accept_invitation: { Args: { p_token: string }; Returns: Json };
      admin_delete_organisation: {
        Args: { p_organisation_id: string };
        Returns: Json;
      };
      admin_get_organisation: {
        Args: { p_organisation_id: string };
        Returns: Json;
      };
      admin_list_affiliates: {
        Args: {
          p_page?: number;
          p_page_size?: number;
          p_search?: string;
          p_status?: string;
        };
        Returns: Json;
      };
      admin_list_certificates: {
        Args: { p_page?: number; p_page_size?: number; p_search?: string };
        Returns: Json;
      };
      admin_list_coupons: {
        Args: { p_page?: number; p_page_size?: number; p_search?: string };
        Returns: Json;
      };
      admin_list_course_enrollments: {
        Args: {
          p_course_id: string;
          p_page?: number;
          p_page_size?: number;
          p_search?: string;
        };
        Returns: Json;
      };
      admin_list_hidden_reviews: {
        Args: { p_course_id: string; p_page?: number; p_page_size?: number };
        Returns: Json;
      };
      admin_list_organisations: {
        Args: { p_page?: number; p_page_size?: number; p_search?: string };
        Returns: Json;
      };
      admin_list_seat_tiers: { Args: Record<PropertyKey, never>; Returns: Json };
      admin_list_students: {
        Args: { p_page?: number; p_page_size?: number; p_search?: string };
        Returns: Json;
      };
      admin_list_teachers: {
        Args: { p_page?: number; p_page_size?: number; p_search?: string };
        Returns: Json;
      };
      admin_list_tracks: { Args: Record<PropertyKey, never>; Returns: Json };
      admin_list_users: {
        Args: { p_page?: number; p_page_size?: number; p_search?: string };
        Returns: Json;
      };
      admin_record_affiliate_payout: {
        Args: {
          p_affiliate_id: string;
          p_expected_amount: number;
          p_note?: string;
        };
        Returns: Json;
      };
      admin_reveal_affiliate_pix_key: {
        Args: { p_affiliate_id: string };
        Returns: string;
      };
      admin_save_affiliate: { Args: { p_affiliate: Json }; Returns: Json };
      admin_save_seat_tiers: { Args: { p_tiers: Json }; Returns: Json };
      admin_track_exam_courses: {
        Args: Record<PropertyKey, never>;
        Returns: Json;
      };
      answer_question: {
        Args: { p_body: string; p_question_id: string };
        Returns: Json;
      };
      apply_as_affiliate: { Args: { p_pix_key: string }; Returns: Json };
      apply_payment_event: {
        Args: {
          p_amount: number;
          p_event_id: string;
          p_occurred_at: string;
          p_order_id: string;
          p_payload?: Json;
          p_provider: string;
          p_provider_payment_id: string;
          p_status: string;
        };
        Returns: Json;
      };
      apply_subscription_event: {
        Args: {
          p_amount?: number;
          p_event_id: string;
          p_method?: string;
          p_occurred_at?: string;
          p_payload?: Json;
          p_period_end?: string;
          p_provider: string;
          p_provider_payment_id?: string;
          p_provider_subscription_id: string;
          p_status: string;
          p_subscription_id: string;
        };
        Returns: Json;
      };
      ask_question: {
        Args: { p_body: string; p_lesson_id: string; p_title: string };
        Returns: Json;
      };
      assessment_standing: {
        Args: { p_course: Database['public']['Tables']['courses']['Row'] };
        Returns: Json;
      };
      assign_to_members: {
        Args: {
          p_due_on: string;
          p_item_id: string;
          p_kind: string;
          p_organisation_id: string;
          p_user_ids?: string[];
        };
        Returns: Json;
      };
      before_user_created_hook: { Args: { event: Json }; Returns: Json };
      cancel_my_order: { Args: { p_order_id: string }; Returns: Json };
      cancel_plan_change: { Args: { p_change_id: string }; Returns: Json };
      catalogue_levels: {
        Args: Record<PropertyKey, never>;
        Returns: {
          level: string;
          level_key: string;
        }[];
      };
      check_guarantee_refund: {
        Args: { p_order_id: string; p_user_id: string };
        Returns: Json;
      };
      claim_invoice_work: {
        Args: { p_limit?: number; p_order_id?: string };
        Returns: Json;
      };
      claim_provider_amount_changes: {
        Args: {
          p_limit?: number;
          p_provider: string;
          p_subscription_id?: string;
        };
        Returns: Json;
      };
      claim_refund_mail: { Args: { p_order_id: string }; Returns: Json };
      claim_weekly_digests: {
        Args: { p_limit?: number; p_now?: string };
        Returns: Json;
      };
      complete_lesson: { Args: { p_lesson_id: string }; Returns: Json };
      course_tracks: { Args: { p_course_id: string }; Returns: Json };
      create_invitation_link: {
        Args: { p_organisation_id: string; p_seat_block_id?: string };
        Returns: Json;
      };
      create_organisation: {
        Args: {
          p_address_line: string;
          p_billing_email: string;
          p_city: string;
          p_cnpj: string;
          p_legal_name: string;
          p_postal_code: string;
          p_state: string;
        };
        Returns: Json;
      };
      delete_answer: { Args: { p_answer_id: string }; Returns: boolean };
      delete_assessment_question: {
        Args: { p_question_id: string };
        Returns: Json;
      };
      delete_course_review: { Args: { p_course_id: string }; Returns: boolean };
      delete_module_quiz: { Args: { p_module_id: string }; Returns: Json };
      delete_my_account: {
        Args: { p_email_confirmation: string };
        Returns: undefined;
      };
      delete_practice_exercise: {
        Args: { p_exercise_id: string };
        Returns: Json;
      };
      delete_question: { Args: { p_question_id: string }; Returns: boolean };
      delete_teacher: {
        Args: { p_user_id: string };
        Returns: {
          role: Database['public']['Enums']['app_role'];
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'user_roles';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      delete_track: { Args: { p_track_id: string }; Returns: boolean };
      discard_teacher_account: { Args: { p_user_id: string }; Returns: boolean };
      edit_answer: {
        Args: { p_answer_id: string; p_body: string };
        Returns: Json;
      };
      edit_question: {
        Args: { p_body: string; p_question_id: string; p_title: string };
        Returns: Json;
      };
      enroll_in_course: {
        Args: { p_course_id: string };
        Returns: {
          completed: boolean;
          completed_at: string | null;
          course_id: string;
          enrolled_at: string;
          id: string;
          progress: number;
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'enrollments';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      expire_abandoned_orders: {
        Args: Record<PropertyKey, never>;
        Returns: Json;
      };
      export_assessment_questions: {
        Args: { p_course_id: string };
        Returns: Json;
      };
      export_my_data: { Args: Record<PropertyKey, never>; Returns: Json };
      export_practice_exercises: {
        Args: { p_course_id: string };
        Returns: Json;
      };
      export_sales: {
        Args: { p_search?: string; p_status?: string };
        Returns: Json;
      };
      export_team_progress: {
        Args: { p_organisation_id: string };
        Returns: Json;
      };
      finish_practice_attempt: {
        Args: { p_attempt_id: string; p_result: Json };
        Returns: Json;
      };
      finish_weekly_digest: {
        Args: { p_sent: boolean; p_user_id: string; p_week_start: string };
        Returns: Json;
      };
      follow_track: { Args: { p_track_id: string }; Returns: Json };
      get_admin_report: { Args: Record<PropertyKey, never>; Returns: Json };
      get_assessment_settings: { Args: { p_course_id: string }; Returns: Json };
      get_attempt_review: { Args: { p_attempt_id: string }; Returns: Json };
      get_book_download: { Args: { p_book_id: string }; Returns: Json };
      get_continue_lesson: { Args: { p_course_id: string }; Returns: Json };
      get_course_analytics: { Args: { p_course_id: string }; Returns: Json };
      get_course_assessments: { Args: { p_course_id: string }; Returns: Json };
      get_course_practice: { Args: { p_course_id: string }; Returns: Json };
      get_course_ranking: { Args: { p_course_id: string }; Returns: Json };
      get_fiscal_settings: { Args: Record<PropertyKey, never>; Returns: Json };
      get_invitation: { Args: { p_token: string }; Returns: Json };
      get_my_affiliate_panel: { Args: { p_page?: number }; Returns: Json };
      get_my_course_refund: { Args: { p_course_id: string }; Returns: Json };
      get_my_course_review: { Args: { p_course_id: string }; Returns: Json };
      get_my_email_preferences: {
        Args: Record<PropertyKey, never>;
        Returns: Json;
      };
      get_my_study_calendar: { Args: Record<PropertyKey, never>; Returns: Json };
      get_my_study_week: { Args: Record<PropertyKey, never>; Returns: Json };
      get_my_subscription: { Args: Record<PropertyKey, never>; Returns: Json };
      get_my_track_progress: { Args: { p_track_id: string }; Returns: Json };
      get_order: { Args: { p_order_id: string }; Returns: Json };
      get_order_receipt: { Args: { p_order_id: string }; Returns: Json };
      get_organisation_overview: {
        Args: { p_organisation_id: string };
        Returns: Json;
      };
      get_practice_exercise: { Args: { p_exercise_id: string }; Returns: Json };
      get_practice_exercise_key: {
        Args: { p_exercise_id: string };
        Returns: Json;
      };
      get_practice_statistics: { Args: { p_course_id: string }; Returns: Json };
      get_profile_stats: { Args: Record<PropertyKey, never>; Returns: Json };
      get_purchase_offer: {
        Args: { p_product_id: string; p_product_kind: string };
        Returns: Json;
      };
      get_question_statistics: {
        Args: { p_course_id: string; p_page?: number; p_page_size?: number };
        Returns: Json;
      };
      get_question_thread: {
        Args: { p_page?: number; p_page_size?: number; p_question_id: string };
        Returns: Json;
      };
      get_revenue_report: {
        Args: { p_from?: string; p_to?: string };
        Returns: Json;
      };
      get_school_weeks: { Args: Record<PropertyKey, never>; Returns: Json };
      get_student_dashboard: { Args: Record<PropertyKey, never>; Returns: Json };
      get_teacher_dashboard: { Args: Record<PropertyKey, never>; Returns: Json };
      get_team_domain_scores: {
        Args: { p_organisation_id: string };
        Returns: Json;
      };
      get_track: { Args: { p_slug: string }; Returns: Json };
      give_seat: {
        Args: {
          p_organisation_id: string;
          p_seat_block_id: string;
          p_user_id: string;
        };
        Returns: undefined;
      };
      give_up_practice_exercise: {
        Args: { p_exercise_id: string };
        Returns: Json;
      };
      grant_course_access: {
        Args: { p_course_id: string; p_user_id: string };
        Returns: Json;
      };
      has_course_access: { Args: { p_course_id: string }; Returns: boolean };
      import_assessment_questions: {
        Args: { p_course_id: string; p_rows: Json };
        Returns: Json;
      };
      import_practice_exercises: {
        Args: { p_course_id: string; p_file: Json };
        Returns: Json;
      };
      invite_members: {
        Args: {
          p_emails: string[];
          p_organisation_id: string;
          p_seat_block_id?: string;
        };
        Returns: Json;
      };
      issue_certificate: {
        Args: { p_course_id: string; p_reason?: string; p_user_id: string };
        Returns: {
          course_id: string;
          holder_name: string;
          id: string;
          issue_reason: string | null;
          issued_at: string;
          issued_on: string;
          practice_exam_best_score: number | null;
          quiz_average_percent: number | null;
          required_exercises: boolean;
          required_practice_exam: boolean;
          required_quizzes: boolean;
          required_watching: boolean;
          revoke_reason: string | null;
          revoked_at: string | null;
          revoked_on: string | null;
          syllabus: string[];
          title: string;
          user_id: string;
          verification_code: string;
          workload_minutes: number;
        };
        SetofOptions: {
          from: '*';
          to: 'certificates';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      leave_organisation: {
        Args: { p_organisation_id: string };
        Returns: undefined;
      };
      link_teacher_course: {
        Args: { p_course_id: string; p_user_id: string };
        Returns: {
          course_id: string;
          created_at: string;
          teacher_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'teacher_courses';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      list_course_questions: {
        Args: {
          p_course_id: string;
          p_module_id?: string;
          p_page?: number;
          p_page_size?: number;
          p_search?: string;
        };
        Returns: Json;
      };
      list_lesson_questions: {
        Args: {
          p_lesson_id: string;
          p_order?: string;
          p_page?: number;
          p_page_size?: number;
        };
        Returns: Json;
      };
      list_my_assignments: { Args: Record<PropertyKey, never>; Returns: Json };
      list_my_attempts: {
        Args: { p_course_id: string; p_kind?: string; p_module_id?: string };
        Returns: Json;
      };
      list_my_managed_organisations: {
        Args: Record<PropertyKey, never>;
        Returns: Json;
      };
      list_my_notifications: {
        Args: { p_page?: number; p_page_size?: number };
        Returns: Json;
      };
      list_my_orders: { Args: { p_page?: number }; Returns: Json };
      list_my_organisations: { Args: Record<PropertyKey, never>; Returns: Json };
      list_my_points: {
        Args: { p_page?: number; p_page_size?: number };
        Returns: Json;
      };
      list_my_seat_organisations: {
        Args: Record<PropertyKey, never>;
        Returns: Json;
      };
      list_organisation_assignments: {
        Args: {
          p_organisation_id: string;
          p_page?: number;
          p_page_size?: number;
        };
        Returns: Json;
      };
      list_organisation_invitations: {
        Args: {
          p_organisation_id: string;
          p_page?: number;
          p_page_size?: number;
          p_status?: string;
        };
        Returns: Json;
      };
      list_organisation_people: {
        Args: {
          p_organisation_id: string;
          p_page?: number;
          p_page_size?: number;
          p_search?: string;
        };
        Returns: Json;
      };
      list_organisation_seats: {
        Args: { p_organisation_id: string };
        Returns: Json;
      };
      list_practice_exercises: { Args: { p_course_id: string }; Returns: Json };
      list_sales: {
        Args: {
          p_page?: number;
          p_page_size?: number;
          p_search?: string;
          p_status?: string;
        };
        Returns: Json;
      };
      list_seat_offer: { Args: Record<PropertyKey, never>; Returns: Json };
      list_team_certificates: {
        Args: {
          p_organisation_id: string;
          p_page?: number;
          p_page_size?: number;
        };
        Returns: Json;
      };
      list_team_progress: {
        Args: {
          p_organisation_id: string;
          p_page?: number;
          p_page_size?: number;
          p_search?: string;
          p_status?: string;
        };
        Returns: Json;
      };
      list_tracks: { Args: Record<PropertyKey, never>; Returns: Json };
      mark_notifications_read: {
        Args: { p_notification_id?: string };
        Returns: number;
      };
      practice_attempt_key: { Args: { p_attempt_id: string }; Returns: Json };
      prepare_subscription_renewals: {
        Args: { p_lead?: string; p_limit?: number };
        Returns: Json;
      };
      quote_coupon: {
        Args: { p_code: string; p_product_id: string; p_product_kind: string };
        Returns: Json;
      };
      quote_plan_change: {
        Args: { p_plan_id: string; p_subscription_id: string };
        Returns: Json;
      };
      quote_seats: {
        Args: {
          p_product_id: string;
          p_product_kind: string;
          p_seat_block_id?: string;
          p_seats: number;
        };
        Returns: Json;
      };
      reactivate_subscription: {
        Args: { p_subscription_id: string };
        Returns: Json;
      };
      record_affiliate_click: { Args: { p_code: string }; Returns: boolean };
      record_checkout: {
        Args: {
          p_order_id: string;
          p_provider: string;
          p_provider_reference: string;
        };
        Returns: Json;
      };
      record_invoice_result: {
        Args: { p_invoice_id: string; p_result: Json };
        Returns: Json;
      };
      record_payment_started: {
        Args: {
          p_order_id: string;
          p_provider: string;
          p_provider_payment_id: string;
        };
        Returns: boolean;
      };
      record_practice_verification: {
        Args: { p_exercise_id: string; p_version: number };
        Returns: boolean;
      };
      record_provider_amount: {
        Args: {
          p_amount: number;
          p_provider_subscription_id: string;
          p_subscription_id: string;
        };
        Returns: Json;
      };
      record_subscription_renewal: {
        Args: { p_checkout_url: string; p_renewal_id: string };
        Returns: Json;
      };
      refresh_course_analytics: {
        Args: { p_min_students?: number };
        Returns: Json;
      };
      refresh_school_weeks: { Args: { p_all?: boolean }; Returns: Json };
      release_refund_mail: { Args: { p_order_id: string }; Returns: boolean };
      release_seat: {
        Args: {
          p_organisation_id: string;
          p_seat_block_id: string;
          p_user_id: string;
        };
        Returns: undefined;
      };
      remove_member: {
        Args: { p_organisation_id: string; p_user_id: string };
        Returns: undefined;
      };
      reorder_course_modules: {
        Args: { p_course_id: string; p_module_ids: string[] };
        Returns: undefined;
      };
      reorder_module_lessons: {
        Args: { p_lesson_ids: string[]; p_module_id: string };
        Returns: undefined;
      };
      reserve_account_origin: {
        Args: { p_email: string; p_origin: string };
        Returns: undefined;
      };
      retry_invoice: { Args: { p_order_id: string }; Returns: Json };
      reveal_practice_hint: { Args: { p_exercise_id: string }; Returns: Json };
      revoke_certificate: {
        Args: { p_certificate_id: string; p_reason: string };
        Returns: {
          course_id: string;
          holder_name: string;
          id: string;
          issue_reason: string | null;
          issued_at: string;
          issued_on: string;
          practice_exam_best_score: number | null;
          quiz_average_percent: number | null;
          required_exercises: boolean;
          required_practice_exam: boolean;
          required_quizzes: boolean;
          required_watching: boolean;
          revoke_reason: string | null;
          revoked_at: string | null;
          revoked_on: string | null;
          syllabus: string[];
          title: string;
          user_id: string;
          verification_code: string;
          workload_minutes: number;
        };
        SetofOptions: {
          from: '*';
          to: 'certificates';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      revoke_course_access: {
        Args: { p_course_id: string; p_user_id: string };
        Returns: number;
      };
      revoke_invitation: {
        Args: { p_invitation_id: string };
        Returns: undefined;
      };
      save_assessment_question: { Args: { p_question: Json }; Returns: Json };
      save_coupon: { Args: { p_coupon: Json }; Returns: Json };
      save_course_review: {
        Args: { p_body?: string; p_course_id: string; p_rating: number };
        Returns: Json;
      };
      save_exam_answer: {
        Args: {
          p_attempt_id: string;
          p_flagged?: boolean;
          p_option_ids?: string[];
          p_question_id: string;
        };
        Returns: Json;
      };
      save_exam_domains: {
        Args: { p_course_id: string; p_domains: Json };
        Returns: Json;
      };
      save_fiscal_settings: { Args: { p_settings: Json }; Returns: Json };
      save_module_quiz: {
        Args: {
          p_module_id: string;
          p_pass_percent?: number;
          p_question_count?: number;
        };
        Returns: Json;
      };
      save_practice_draft: {
        Args: { p_body: string; p_exercise_id: string };
        Returns: Json;
      };
      save_practice_exam: {
        Args: {
          p_course_id: string;
          p_pass_score?: number;
          p_published?: boolean;
          p_question_count?: number;
          p_time_limit_minutes?: number;
        };
        Returns: Json;
      };
      save_practice_exercise: { Args: { p_exercise: Json }; Returns: Json };
      save_quiz_answer: {
        Args: {
          p_attempt_id: string;
          p_option_ids: string[];
          p_question_id: string;
        };
        Returns: Json;
      };
      save_track: { Args: { p_track: Json }; Returns: Json };
      save_track_steps: {
        Args: { p_steps: Json; p_track_id: string };
        Returns: Json;
      };
      save_watch_position: {
        Args: { p_lesson_id: string; p_position_seconds: number };
        Returns: Json;
      };
      schedule_plan_downgrade: {
        Args: { p_plan_id: string; p_subscription_id: string };
        Returns: Json;
      };
      search_courses: {
        Args: {
          p_level?: string;
          p_page?: number;
          p_page_size?: number;
          p_query?: string;
          p_topic?: string;
        };
        Returns: {
          access_model: string;
          description: string;
          duration: string;
          id: string;
          image_url: string;
          lesson_count: number;
          level: string;
          page: number;
          price: number;
          public_rating: number;
          review_count: number;
          slug: string;
          title: string;
          topic: string;
          total_count: number;
          total_hours: number;
          total_minutes: number;
          total_students: number;
        }[];
      };
      send_assignment_reminders: { Args: { p_now?: string }; Returns: Json };
      send_goal_reminders: { Args: { p_now?: string }; Returns: Json };
      set_answer_hidden: {
        Args: { p_answer_id: string; p_hidden: boolean };
        Returns: Json;
      };
      set_answer_solution: {
        Args: { p_answer_id: string; p_solution: boolean };
        Returns: Json;
      };
      set_course_ranking: {
        Args: { p_course_id: string; p_visible: boolean };
        Returns: Json;
      };
      set_course_requirements: {
        Args: {
          p_course_id: string;
          p_exercises?: boolean;
          p_practice_exam: boolean;
          p_quizzes: boolean;
          p_watching: boolean;
        };
        Returns: Json;
      };
      set_member_role: {
        Args: { p_organisation_id: string; p_role: string; p_user_id: string };
        Returns: undefined;
      };
      set_practice_exercise_published: {
        Args: { p_exercise_id: string; p_published: boolean };
        Returns: Json;
      };
      set_question_hidden: {
        Args: { p_hidden: boolean; p_question_id: string };
        Returns: Json;
      };
      set_question_resolved: {
        Args: { p_question_id: string; p_resolved: boolean };
        Returns: Json;
      };
      set_question_vote: {
        Args: { p_question_id: string; p_voted: boolean };
        Returns: Json;
      };
      set_review_hidden: {
        Args: { p_hidden: boolean; p_review_id: string };
        Returns: Json;
      };
      set_study_goal: {
        Args: { p_kind: string; p_target: number };
        Returns: Json;
      };
      set_teacher_status: {
        Args: {
          p_status: Database['public']['Enums']['teacher_status'];
          p_user_id: string;
        };
        Returns: {
          bio: string | null;
          created_at: string;
          id: string;
          specialization: string | null;
          status: Database['public']['Enums']['teacher_status'];
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'teacher_docs';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_user_active: {
        Args: { p_active: boolean; p_user_id: string };
        Returns: {
          account_origin: string;
          address_city: string | null;
          address_number: string | null;
          address_state: string | null;
          address_street: string | null;
          address_zipcode: string | null;
          created_at: string;
          email: string | null;
          full_name: string | null;
          id: string;
          is_active: boolean;
          phone: string | null;
          unread_notifications: number;
        };
        SetofOptions: {
          from: '*';
          to: 'profiles';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_user_role: {
        Args: {
          p_role: Database['public']['Enums']['app_role'];
          p_user_id: string;
        };
        Returns: {
          role: Database['public']['Enums']['app_role'];
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'user_roles';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_weekly_digest: { Args: { p_subscribed: boolean }; Returns: Json };
      settle_lapsed_subscriptions: {
        Args: { p_provider: string };
        Returns: Json;
      };
      setup_teacher_account: {
        Args: {
          p_bio?: string;
          p_course_id?: string;
          p_full_name: string;
          p_phone?: string;
          p_specialization?: string;
          p_user_id: string;
        };
        Returns: {
          bio: string | null;
          created_at: string;
          id: string;
          specialization: string | null;
          status: Database['public']['Enums']['teacher_status'];
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'teacher_docs';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      sign_up_refusal: {
        Args: { p_email: string; p_terms_version: string };
        Returns: string;
      };
      start_module_quiz: { Args: { p_module_id: string }; Returns: Json };
      start_order: {
        Args: {
          p_affiliate_code?: string;
          p_coupon_code?: string;
          p_cpf?: string;
          p_installments?: number;
          p_method: string;
          p_product_id: string;
          p_product_kind: string;
        };
        Returns: Json;
      };
      start_plan_upgrade_order: {
        Args: {
          p_cpf?: string;
          p_installments?: number;
          p_method: string;
          p_plan_id: string;
          p_subscription_id: string;
        };
        Returns: Json;
      };
      start_practice_attempt: {
        Args: { p_body: string; p_exercise_id: string };
        Returns: Json;
      };
      start_practice_exam: { Args: { p_course_id: string }; Returns: Json };
      start_seat_order: {
        Args: {
          p_installments?: number;
          p_method: string;
          p_organisation_id: string;
          p_product_id: string;
          p_product_kind: string;
          p_seat_block_id?: string;
          p_seats: number;
        };
        Returns: Json;
      };
      submit_practice_exam: { Args: { p_attempt_id: string }; Returns: Json };
      submit_quiz_attempt: {
        Args: { p_answers: Json; p_attempt_id: string };
        Returns: Json;
      };
      submit_sign_up_details: {
        Args: {
          p_address_city: string;
          p_address_number: string;
          p_address_state: string;
          p_address_street: string;
          p_address_zipcode: string;
          p_family_income?: number;
          p_ticket: string;
          p_user_id: string;
        };
        Returns: undefined;
      };
      teacher_course_students: {
        Args: { p_course_id: string; p_page?: number; p_page_size?: number };
        Returns: Json;
      };
      teacher_waiting_questions: {
        Args: { p_course_id?: string; p_page?: number; p_page_size?: number };
        Returns: Json;
      };
      unassign: { Args: { p_assignment_id: string }; Returns: undefined };
      unfollow_track: { Args: { p_track_id: string }; Returns: boolean };
      unlink_teacher_course: {
        Args: { p_course_id: string; p_user_id: string };
        Returns: {
          course_id: string;
          created_at: string;
          teacher_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'teacher_courses';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      unsubscribe_weekly_digest: { Args: { p_user_id: string }; Returns: Json };
      update_my_pix_key: { Args: { p_pix_key: string }; Returns: Json };
      update_organisation: {
        Args: {
          p_address_line: string;
          p_billing_email: string;
          p_city: string;
          p_email_domain?: string;
          p_legal_name: string;
          p_organisation_id: string;
          p_postal_code: string;
          p_state: string;
        };
        Returns: Json;
      };
      update_teacher: {
        Args: {
          p_bio?: string;
          p_keep_specialization?: boolean;
          p_specialization_course_id?: string;
          p_user_id: string;
        };
        Returns: {
          bio: string | null;
          created_at: string;
          id: string;
          specialization: string | null;
          status: Database['public']['Enums']['teacher_status'];
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'teacher_docs';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      verify_certificate: { Args: { p_code: string }; Returns: Json };
      verify_track_certificate: { Args: { p_code: string }; Returns: Json };
    };
    Enums: {
      app_role: 'aluno' | 'professor' | 'administrador';
      teacher_status: 'ativo' | 'suspenso' | 'excluido';
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {
      app_role: ['aluno', 'professor', 'administrador'],
      teacher_status: ['ativo', 'suspenso', 'excluido'],
    },
  },
} as const;
